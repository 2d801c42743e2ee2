// Reading RPC answers as an outside client sees them on the wire: the gRPC status of a
// gRPC-web answer (headers, or the trailer frame at the end of the body), and the code of a
// Connect unary error.
import type { IncomingHttpHeaders } from 'node:http';

export interface WireStatus {
  /** The gRPC status code, e.g. 8 for RESOURCE_EXHAUSTED. */
  code: number;
  message: string;
}

const CONNECT_CODES: Record<string, number> = {
  invalid_argument: 3,
  not_found: 5,
  permission_denied: 7,
  resource_exhausted: 8,
  failed_precondition: 9,
  unimplemented: 12,
  internal: 13,
  unauthenticated: 16,
};

/**
 * A gRPC-web message envelope: flag byte 0, 4-byte big-endian length, payload. A declared length
 * other than the payload's makes a lying frame.
 */
export function envelope(payload: Uint8Array, declaredLength = payload.length): Buffer {
  const frame = Buffer.alloc(5 + payload.length);
  frame.writeUInt32BE(declaredLength, 1);
  frame.set(payload, 5);
  return frame;
}

/** The messages and the trailer of a binary gRPC-web body. */
export function grpcWebFrames(body: Buffer): { messages: Buffer[]; trailer: Map<string, string> } {
  const messages: Buffer[] = [];
  const trailer = new Map<string, string>();
  for (let offset = 0; offset + 5 <= body.length; ) {
    const flags = body[offset] ?? 0;
    const end = offset + 5 + body.readUInt32BE(offset + 1);
    const data = body.subarray(offset + 5, end);
    offset = end;
    if ((flags & 0x80) === 0) {
      messages.push(data);
      continue;
    }
    for (const line of data.toString('utf8').split('\r\n')) {
      const colon = line.indexOf(':');
      if (colon > 0)
        trailer.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
  }
  return { messages, trailer };
}

/** The status of a gRPC-web (binary or text) or Connect unary answer. */
export function wireStatus(headers: IncomingHttpHeaders, body: Buffer): WireStatus {
  const type = String(headers['content-type'] ?? '');
  if (type.startsWith('application/json')) {
    const error = JSON.parse(body.toString('utf8')) as { code?: string; message?: string };
    return { code: CONNECT_CODES[error.code ?? ''] ?? -1, message: error.message ?? '' };
  }
  const binary = type.startsWith('application/grpc-web-text')
    ? Buffer.from(body.toString('latin1'), 'base64')
    : body;
  const { trailer } = grpcWebFrames(binary);
  const status = String(headers['grpc-status'] ?? trailer.get('grpc-status') ?? '');
  const message = String(headers['grpc-message'] ?? trailer.get('grpc-message') ?? '');
  return { code: status === '' ? -1 : Number(status), message: decodeURIComponent(message) };
}
