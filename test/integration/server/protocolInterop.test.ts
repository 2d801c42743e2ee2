// What outside clients see of the RPC protocols (issue 15, items 14–17): Connect in JSON and
// binary answers every call as gRPC-web does; gRPC is served over HTTP/2 on its own port and
// not offered on the HTTP/1.1 one; gRPC-web's text mode (Google's client's default) works;
// /healthz says only that the server lives, unless the health token asks for more.
import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import type { DescMethod, DescMethodUnary, DescService } from '@bufbuild/protobuf';
import { ConnectError } from '@connectrpc/connect';
import type { Transport } from '@connectrpc/connect';
import {
  createConnectTransport,
  createGrpcTransport,
  createGrpcWebTransport,
} from '@connectrpc/connect-node';
import { v7 as uuidv7 } from 'uuid';
import { Organizers, Translations, Users } from '../../../generated/manager/account_pb';
import { Auth, SessionSchema, SignInRequestSchema } from '../../../generated/manager/auth_pb';
import { Files } from '../../../generated/manager/content_pb';
import { Events } from '../../../generated/manager/events_pb';
import { createClients } from '../../../src/common/clients';
import { bufCurl } from '../support/bufCurl';
import { as, refusal, startServer } from '../support/harness';
import type { TestServer } from '../support/harness';
import { envelope, grpcWebFrames } from '../support/rawRpc';

const SERVICES: DescService[] = [Auth, Users, Organizers, Translations, Events, Files];
const HEALTH_TOKEN = 'health-token-for-tests';
const ALREADY_EXISTS = 6;

const isUnary = (method: DescMethod): method is DescMethodUnary => method.methodKind === 'unary';

/** The code and message a call gets, or 'ok'. */
async function outcome(call: Promise<unknown>): Promise<string> {
  return call.then(
    () => 'ok',
    (error: unknown) => {
      const e = ConnectError.from(error);
      return `${e.code} ${e.rawMessage}`;
    },
  );
}

describe('protocol interop', () => {
  let server: TestServer;
  let email: string;
  const password = 'correct horse';

  beforeAll(async () => {
    server = await startServer({ grpcPort: 0, healthToken: HEALTH_TOKEN });
    email = `interop.${Date.now()}@example.com`;
    await server.clients.users.signUpOrg({ email, password });
  });
  afterAll(() => server?.stop());

  const grpcUrl = () => `http://127.0.0.1:${server.app.grpcPort() ?? 0}`;
  const transports = (): [string, Transport][] => [
    ['gRPC-web', createGrpcWebTransport({ baseUrl: server.baseUrl, httpVersion: '1.1' })],
    ['Connect (binary)', createConnectTransport({ baseUrl: server.baseUrl, httpVersion: '1.1' })],
    [
      'Connect (JSON)',
      createConnectTransport({
        baseUrl: server.baseUrl,
        httpVersion: '1.1',
        useBinaryFormat: false,
      }),
    ],
    ['gRPC (HTTP/2)', createGrpcTransport({ baseUrl: grpcUrl() })],
  ];

  it('answers every call alike in gRPC-web, Connect (binary and JSON) and gRPC', async () => {
    const differences: string[] = [];
    for (const service of SERVICES) {
      for (const method of service.methods) {
        if (!isUnary(method)) continue;
        const answers = await Promise.all(
          transports().map(async ([name, transport]) => ({
            name,
            outcome: await outcome(transport.unary(method, undefined, undefined, undefined, {})),
          })),
        );
        const [reference] = answers;
        for (const answer of answers) {
          if (answer.outcome !== reference?.outcome) {
            differences.push(
              `${service.typeName}/${method.name}: ${answer.name} ${answer.outcome}, ` +
                `${reference?.name} ${reference?.outcome}`,
            );
          }
        }
      }
    }
    expect(differences).toEqual([]);
  });

  it('serves a whole flow in Connect JSON', async () => {
    const json = createClients(
      createConnectTransport({
        baseUrl: server.baseUrl,
        httpVersion: '1.1',
        useBinaryFormat: false,
      }),
    );
    const session = await json.auth.signIn({ email, password });
    expect(session.user?.email).toBe(email);
    const eventId = uuidv7();
    const created = await json.events.createEvent(
      { eventId, title: 'Over JSON', language: '' },
      as(session),
    );
    expect(created.filteredEventKey).not.toBe('');
    // Stored: the same id over gRPC-web is taken.
    await refusal(
      server.clients.events.createEvent({ eventId, title: 'Again', language: '' }, as(session)),
      ALREADY_EXISTS,
    );
  });

  describe('gRPC', () => {
    it('is served over HTTP/2 on its own port', async () => {
      const grpc = createClients(createGrpcTransport({ baseUrl: grpcUrl() }));
      const session = await grpc.auth.signIn({ email, password });
      expect(session.idToken).not.toBe('');
    });

    it('is not offered on the HTTP/1.1 port', async () => {
      const res = await fetch(`${server.baseUrl}/manager.Auth/SignIn`, {
        method: 'POST',
        headers: { 'content-type': 'application/grpc' },
        body: new Uint8Array(
          envelope(toBinary(SignInRequestSchema, create(SignInRequestSchema, { email }))),
        ),
      });
      expect(res.status).toBe(415);
    });
  });

  describe('buf curl, an outside client,', () => {
    const url = (base: string) => `${base}/manager.Auth/SignIn`;
    it.each([
      ['grpcweb', false],
      ['connect', false],
      ['grpc', true],
    ])('signs in over %s', async (protocol, http2) => {
      const base = http2 ? grpcUrl() : server.baseUrl;
      const args = ['--protocol', protocol, ...(http2 ? ['--http2-prior-knowledge'] : [])];
      const answer = await bufCurl(args, url(base), { email, password });
      expect(answer).toMatchObject({ user: { email } });
      const wrong = await bufCurl(args, url(base), { email, password: 'wrong password' });
      // The refusal's locale key rides along as a Refusal detail on every protocol (Connect's
      // JSON also spells it out as debug).
      const refusal = Buffer.from('\n\x16error.wrongCredentials').toString('base64url');
      expect(wrong).toEqual({
        code: 'unauthenticated',
        message: 'Wrong e-mail or password.',
        details: [
          {
            type: 'manager.Refusal',
            value: refusal,
            ...(protocol === 'connect' ? { debug: { key: 'error.wrongCredentials' } } : {}),
          },
        ],
      });
    });
  });

  describe('gRPC-web text mode (application/grpc-web-text)', () => {
    /** A call as Google's grpc-web client makes it in its default mode. */
    async function textCall(base64Body: string) {
      const res = await fetch(`${server.baseUrl}/manager.Auth/SignIn`, {
        method: 'POST',
        headers: {
          'content-type': 'application/grpc-web-text',
          accept: 'application/grpc-web-text',
          'x-grpc-web': '1',
        },
        body: base64Body,
      });
      const text = await res.text();
      return { res, text, ...grpcWebFrames(Buffer.from(text, 'base64')) };
    }
    const signIn = (pass: string) =>
      envelope(
        toBinary(SignInRequestSchema, create(SignInRequestSchema, { email, password: pass })),
      );

    it('answers in text mode', async () => {
      const { res, text, messages, trailer } = await textCall(signIn(password).toString('base64'));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/grpc-web-text/);
      expect(text).toMatch(/^[A-Za-z0-9+/]+=*$/);
      expect(trailer.get('grpc-status')).toBe('0');
      expect(fromBinary(SessionSchema, messages[0]!).user?.email).toBe(email);
    });

    it('reports errors in its trailer', async () => {
      const { trailer } = await textCall(signIn('wrong password').toString('base64'));
      expect(trailer.get('grpc-status')).toBe('16');
      expect(decodeURIComponent(trailer.get('grpc-message') ?? '')).toBe(
        'Wrong e-mail or password.',
      );
    });

    it('refuses a body that is not base64 as INVALID_ARGUMENT', async () => {
      const { trailer } = await textCall('not base64!');
      expect(trailer.get('grpc-status')).toBe('3');
    });
  });

  describe('/healthz', () => {
    it('is a bare liveness answer for anyone', async () => {
      const res = await fetch(`${server.baseUrl}/healthz`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ok: true });
    });

    it('shows its details with the health token only', async () => {
      const wrong = await fetch(`${server.baseUrl}/healthz`, {
        headers: { authorization: 'Bearer not-the-token' },
      });
      expect(await wrong.json()).toEqual({ ok: true });
      const res = await fetch(`${server.baseUrl}/healthz`, {
        headers: { authorization: `Bearer ${HEALTH_TOKEN}` },
      });
      expect(await res.json()).toEqual({
        ok: true,
        database: server.app.database.kind,
        liveSubscriptions: 0,
      });
    });
  });
});
