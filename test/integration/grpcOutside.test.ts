// GRPC_PORT as outside gRPC clients see it (issue 27): @grpc/grpc-js reads a status message
// as the Connect client does (percent-encoded only where gRPC requires: it decodes with
// decodeURI, which leaves %3A and %2C as they are), and every error carries the request-id
// trailer, also one refused before the interceptors run (a body that is not the message).
import { create } from '@bufbuild/protobuf';
import { ConnectError } from '@connectrpc/connect';
import { SignInRequestSchema, SessionSchema } from '../../generated/manager/auth_pb';
import { grpcJsClient } from './grpcJs';
import type { GrpcJsError } from './grpcJs';
import { startServer } from './harness';
import type { TestServer } from './harness';

jest.setTimeout(30_000);

const SIGN_IN = '/manager.Auth/SignIn';
const INVALID_ARGUMENT = 3;

describe('gRPC as outside clients see it', () => {
  let server: TestServer;
  let client: ReturnType<typeof grpcJsClient>;
  beforeAll(async () => {
    server = await startServer({ grpcPort: 0 });
    client = grpcJsClient(server.app.grpcPort() ?? 0);
  });
  afterAll(async () => {
    client?.close();
    await server?.stop();
  });

  const failure = (call: Promise<unknown>) =>
    call.then(
      () => {
        throw new Error('the call succeeded');
      },
      (error: GrpcJsError) => error,
    );

  it('gives grpc-js the status message the Connect client reads', async () => {
    // Punctuation, non-ASCII and a percent sign in the message, through the caller's input.
    const request = { email: 'Ёж, 100%: not an e-mail', password: 'x' };
    const viaConnect = await server.clients.auth.signIn(request).then(
      () => '',
      (e: unknown) => ConnectError.from(e).rawMessage,
    );
    expect(viaConnect).toMatch(/[:,]/);
    const error = await failure(
      client.call(
        SIGN_IN,
        SignInRequestSchema,
        SessionSchema,
        create(SignInRequestSchema, request),
      ),
    );
    expect(error.code).toBe(INVALID_ARGUMENT);
    expect(error.details).toBe(viaConnect);
  });

  it('puts the request-id trailer on a call refused before the interceptors', async () => {
    const garbage = new Uint8Array([0xff, 0xff, 0xff, 0xff, 0xff]);
    const error = await failure(client.call(SIGN_IN, SignInRequestSchema, SessionSchema, garbage));
    expect(error.code).toBe(INVALID_ARGUMENT);
    expect(error.metadata.get('request-id')[0]).toMatch(/^[0-9a-f-]{36}$/);
    // And on one refused inside, as before.
    const inside = await failure(
      client.call(
        SIGN_IN,
        SignInRequestSchema,
        SessionSchema,
        create(SignInRequestSchema, { email: 'nobody@example.com', password: 'wrong password' }),
      ),
    );
    expect(inside.metadata.get('request-id')[0]).toMatch(/^[0-9a-f-]{36}$/);
  });
});
