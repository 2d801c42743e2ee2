// GRPC_PORT as outside gRPC clients see it (issue 27): @grpc/grpc-js reads a status message
// as the Connect client does (percent-encoded only where gRPC requires: it decodes with
// decodeURI, which leaves %3A and %2C as they are), and every error carries the request-id
// trailer, also one refused before the interceptors run (a body that is not the message).
// And the standard services: grpc.health.v1 and server reflection, asked by `buf curl`.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { create } from '@bufbuild/protobuf';
import { ConnectError } from '@connectrpc/connect';
import { SignInRequestSchema, SessionSchema } from '../../../generated/manager/auth_pb';
import {
  HealthCheckRequestSchema,
  HealthCheckResponseSchema,
} from '../../../generated/grpc/health/v1/health_pb';
import { bufCurl } from '../support/bufCurl';
import { grpcJsClient } from './grpcJs';
import type { GrpcJsError } from './grpcJs';
import { newOrganiser, startServer } from '../support/harness';
import type { TestServer } from '../support/harness';

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

  describe('standard services', () => {
    const base = () => `http://127.0.0.1:${server.app.grpcPort() ?? 0}`;
    const grpcArgs = ['--protocol', 'grpc', '--http2-prior-knowledge'];
    /** `buf curl` without our .proto files: what it knows comes from reflection. */
    const reflected = async (args: string[]) => {
      const { stdout } = await promisify(execFile)(
        path.join(process.cwd(), 'node_modules', '.bin', 'buf'),
        ['curl', ...grpcArgs, '--reflect-protocol', 'grpc-v1', ...args],
        { timeout: 20_000 },
      );
      return stdout;
    };

    it('answers grpc.health.v1 Check: SERVING, and NOT_FOUND for an unknown service', async () => {
      const check = `${base()}/grpc.health.v1.Health/Check`;
      expect(await bufCurl(grpcArgs, check, {})).toEqual({ status: 'SERVING' });
      expect(await bufCurl(grpcArgs, check, { service: 'manager.Auth' })).toEqual({
        status: 'SERVING',
      });
      const error = await failure(
        client.call(
          '/grpc.health.v1.Health/Check',
          HealthCheckRequestSchema,
          HealthCheckResponseSchema,
          create(HealthCheckRequestSchema, { service: 'no.Such' }),
        ),
      );
      expect(error.code).toBe(5);
    });

    it('lists and describes its services by reflection, enough to call one', async () => {
      const services = (await reflected(['--list-services', base()])).split('\n');
      expect(services).toEqual(
        expect.arrayContaining([
          'manager.Auth',
          'manager.Participants',
          'grpc.health.v1.Health',
          'grpc.reflection.v1.ServerReflection',
        ]),
      );
      const methods = (await reflected(['--list-methods', base()])).split('\n');
      expect(methods).toContain('manager.Auth/SignIn');
      const organiser = await newOrganiser(server);
      const answer = JSON.parse(
        await reflected([
          '-d',
          JSON.stringify({ email: organiser.email, password: organiser.password }),
          `${base()}/manager.Auth/SignIn`,
        ]),
      ) as { user: { email: string } };
      expect(answer.user.email).toBe(organiser.email);
    });
  });
});
