// Reads an RPC request body as it arrives, holding at most one message: a message longer than
// the limit is refused (RESOURCE_EXHAUSTED) as soon as its length is known, and the rest of the
// body is never read. A binary message that does not decode as the method's input is refused
// as INVALID_ARGUMENT (the library reports it as INTERNAL, with the parser's own text), so
// hostile bytes look like any other bad input. A gzip message is inflated here, within the
// same limit, and handed on plain: the limit holds for what it inflates to, and a bomb or
// broken gzip is refused as such rather than as INTERNAL.
import { gunzipSync } from 'node:zlib';
import { fromBinary } from '@bufbuild/protobuf';
import type { DescMessage } from '@bufbuild/protobuf';
import { Code, ConnectError } from '@connectrpc/connect';

export interface BodyShape {
  /** gRPC and gRPC-web frame messages in envelopes; Connect unary bodies are one bare message. */
  enveloped: boolean;
  /** Binary protobuf: a message that can be checked here (once inflated). */
  checkable: boolean;
  /** The messages' compression (Content-Encoding, grpc-encoding…): gzip is inflated here. */
  encoding: string | null;
  /** The Content-Length header, if any. */
  declaredLength?: number;
}

const ENVELOPE_HEADER = 5;
const COMPRESSED = 0x01;
const END_OF_STREAM = 0x80;

/** Bytes received but not yet handed on, taken in order without copying them twice. */
class ByteQueue {
  private chunks: Buffer[] = [];
  length = 0;

  push(chunk: Uint8Array): void {
    this.chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    this.length += chunk.byteLength;
  }

  take(n: number): Buffer {
    const all = Buffer.concat(this.chunks, this.length);
    this.chunks = n < all.length ? [all.subarray(n)] : [];
    this.length -= n;
    return all.subarray(0, n);
  }
}

function tooLarge(limit: number): ConnectError {
  return new ConnectError(`request: larger than ${limit} bytes.`, Code.ResourceExhausted);
}

/** A gzip message inflated, at most `limit` bytes of it. */
function inflate(message: Uint8Array, limit: number): Buffer {
  try {
    return gunzipSync(message, { maxOutputLength: limit });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge(limit);
    throw new ConnectError('request: not valid gzip.', Code.InvalidArgument);
  }
}

export async function* limitedBody(
  body: AsyncIterable<Uint8Array>,
  input: DescMessage,
  shape: BodyShape,
  limit: number,
): AsyncIterable<Uint8Array> {
  const gzip = shape.encoding === 'gzip';
  const check = (message: Uint8Array) => {
    if (!shape.checkable) return;
    try {
      fromBinary(input, message);
    } catch {
      throw new ConnectError(
        `request: not a valid ${input.typeName} message.`,
        Code.InvalidArgument,
      );
    }
  };
  const queue = new ByteQueue();
  if (!shape.enveloped) {
    if ((shape.declaredLength ?? 0) > limit) throw tooLarge(limit);
    for await (const chunk of body) {
      queue.push(chunk);
      if (queue.length > limit) throw tooLarge(limit);
    }
    const taken = queue.take(queue.length);
    if (shape.encoding !== null && !gzip) {
      yield taken; // an encoding the library refuses, naming the ones it takes
      return;
    }
    const message = gzip ? inflate(taken, limit) : taken;
    check(message);
    yield message;
    return;
  }
  let header: Buffer | undefined;
  for await (const chunk of body) {
    queue.push(chunk);
    for (;;) {
      if (!header) {
        if (queue.length < ENVELOPE_HEADER) break;
        header = queue.take(ENVELOPE_HEADER);
        if (header.readUInt32BE(1) > limit) throw tooLarge(limit);
      }
      const length = header.readUInt32BE(1);
      if (queue.length < length) break;
      const flags = header[0] ?? 0;
      let message = queue.take(length);
      if (flags & COMPRESSED && gzip && !(flags & END_OF_STREAM)) {
        message = inflate(message, limit);
        header = Buffer.from(header);
        header[0] = flags & ~COMPRESSED;
        header.writeUInt32BE(message.length, 1);
      }
      if (((header[0] ?? 0) & (COMPRESSED | END_OF_STREAM)) === 0) check(message);
      yield Buffer.concat([header, message]);
      header = undefined;
    }
  }
  // A short envelope is the library's to report.
  if (header || queue.length > 0)
    yield Buffer.concat([header ?? Buffer.alloc(0), queue.take(queue.length)]);
}
