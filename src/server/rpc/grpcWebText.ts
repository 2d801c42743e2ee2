// gRPC-web text mode (application/grpc-web-text), the default of Google's grpc-web client:
// the same envelopes as binary gRPC-web, base64 encoded both ways. Connect-ES serves only the
// binary mode, so a text request is decoded into it on the way in, and the answer encoded on
// the way out, chunk by chunk (nothing is buffered beyond one base64 quantum).
import { Code, ConnectError } from '@connectrpc/connect';
import type { UniversalServerResponse } from '@connectrpc/connect/protocol';

const TEXT_TYPE = /^application\/grpc-web-text(\+proto)?$/i;
const BINARY_TYPE = 'application/grpc-web+proto';
const TEXT_RESPONSE_TYPE = 'application/grpc-web-text+proto';
/** One padded base64 run: whole quanta, optionally ending in one padded quantum. */
const BASE64_RUN = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
/** What base64 text may hold at all (whitespace is skipped). */
const BASE64_TEXT = /^[A-Za-z0-9+/=\s]*$/;

const invalid = () =>
  new ConnectError('request: not valid base64 (grpc-web-text).', Code.InvalidArgument);

export function isGrpcWebText(contentType: string): boolean {
  return TEXT_TYPE.test(contentType);
}

/** The content type Connect serves in place of the text mode. */
export const GRPC_WEB_BINARY_TYPE = BINARY_TYPE;

/**
 * Decodes a base64 body. Clients may send several padded runs one after another (one per
 * message), so a run ends at each quantum that holds padding.
 */
export async function* decodeBase64Body(
  body: AsyncIterable<Uint8Array>,
): AsyncIterable<Uint8Array> {
  let carry = '';
  const decode = (text: string) => {
    if (!BASE64_RUN.test(text)) throw invalid();
    return Buffer.from(text, 'base64');
  };
  for await (const chunk of body) {
    const text = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('latin1');
    if (!BASE64_TEXT.test(text)) throw invalid();
    carry += text.replace(/\s+/g, '');
    for (;;) {
      const pad = carry.indexOf('=');
      const end = pad < 0 ? carry.length - (carry.length % 4) : (Math.floor(pad / 4) + 1) * 4;
      if (end === 0 || end > carry.length) break;
      const run = carry.slice(0, end);
      carry = carry.slice(end);
      yield decode(run);
      if (pad < 0) break;
    }
  }
  if (carry) yield decode(carry);
}

/** Encodes a binary body as one continuous base64 text, whatever its chunks' sizes. */
export async function* encodeBase64Body(
  body: AsyncIterable<Uint8Array>,
): AsyncIterable<Uint8Array> {
  let carry = Buffer.alloc(0);
  for await (const chunk of body) {
    const bytes = Buffer.concat([carry, chunk]);
    const whole = bytes.length - (bytes.length % 3);
    carry = bytes.subarray(whole);
    if (whole > 0) yield Buffer.from(bytes.subarray(0, whole).toString('base64'), 'latin1');
  }
  if (carry.length > 0) yield Buffer.from(carry.toString('base64'), 'latin1');
}

/** The text mode's answer for a binary gRPC-web answer: its content type and encoded body. */
export function textResponse(response: UniversalServerResponse): UniversalServerResponse {
  const { header, body } = response;
  if (!header?.get('content-type')?.startsWith('application/grpc-web')) return response;
  header.set('content-type', TEXT_RESPONSE_TYPE);
  return body === undefined ? response : { ...response, body: encodeBase64Body(body) };
}
