// @grpc/grpc-js, the reference gRPC client for Node, as an outside client of GRPC_PORT: unary
// calls with messages written and read by our generated schemas (no .proto loader needed).
import { fromBinary, toBinary } from '@bufbuild/protobuf';
import type { DescMessage, MessageShape } from '@bufbuild/protobuf';
import * as grpc from '@grpc/grpc-js';

export type GrpcJsError = grpc.ServiceError;

export function grpcJsClient(port: number, options: grpc.ChannelOptions = {}) {
  const client = new grpc.Client(`127.0.0.1:${port}`, grpc.credentials.createInsecure(), options);
  return {
    /** The answer, or the grpc-js error (code, details, metadata incl. trailers) it rejects with. */
    call<I extends DescMessage, O extends DescMessage>(
      path: string,
      input: I,
      output: O,
      message: MessageShape<I> | Uint8Array,
      headers: Record<string, string> = {},
    ): Promise<MessageShape<O>> {
      const metadata = new grpc.Metadata();
      for (const [key, value] of Object.entries(headers)) metadata.set(key, value);
      const bytes = message instanceof Uint8Array ? message : toBinary(input, message);
      return new Promise((resolve, reject) => {
        client.makeUnaryRequest(
          path,
          () => Buffer.from(bytes),
          (answer: Buffer) => fromBinary(output, answer),
          null,
          metadata,
          (error, value) =>
            error || value === undefined ? reject(error ?? new Error('no answer')) : resolve(value),
        );
      });
    },
    close: () => client.close(),
  };
}

export { grpc };
