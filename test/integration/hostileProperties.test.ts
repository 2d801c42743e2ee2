// Property-based hostile input: for every method of every registered service, requests generated
// from its proto descriptor with hostile values (hostileArbitraries.ts), sent on the wire as
// gRPC-web, never get INTERNAL or UNKNOWN, and a refused one leaves the database as it was.
// Bounded runs per method (FC_RUNS, default 8) keep CI short; a failure prints its seed and
// path, and FC_SEED=<seed> replays it.
import fc from 'fast-check';
import { toBinary } from '@bufbuild/protobuf';
import type { DescMethod, Message } from '@bufbuild/protobuf';
import { dbState } from './dbState';
import { INVALID_UTF8_BYTES, INVALID_UTF8_MARKER, requestArb } from './hostileArbitraries';
import { newEvent, newOrganiser, startServer } from './harness';
import type { TestServer } from './harness';
import { envelope, grpcWebFrames } from './rawRpc';

jest.setTimeout(600_000);

const RUNS = Number(process.env.FC_RUNS ?? 8);
const SEED = process.env.FC_SEED === undefined ? undefined : Number(process.env.FC_SEED);
const OK = 0;
const UNKNOWN = 2;
const INTERNAL = 13;
/** Throttle counters count refused attempts on purpose: the one table a refusal may touch. */
const COUNTERS = ['sign_in_throttle'];

/** The message's bytes, with every invalid-UTF-8 marker swapped for bytes that are not UTF-8. */
function wireBytes(method: DescMethod, message: Message): Buffer {
  const bytes = Buffer.from(toBinary(method.input, message));
  const marker = Buffer.from(INVALID_UTF8_MARKER);
  for (let at = bytes.indexOf(marker); at >= 0; at = bytes.indexOf(marker, at + 1)) {
    bytes.set(INVALID_UTF8_BYTES, at);
  }
  return bytes;
}

describe('hostile input, generated from the descriptors', () => {
  let server: TestServer;
  let token: string;
  let eventId: string;
  let otherOrganisersEventId: string;
  beforeAll(async () => {
    server = await startServer();
    const session = await newOrganiser(server);
    token = session.idToken;
    eventId = (await newEvent(server, session, 'Property target')).eventId;
    const stranger = await newOrganiser(server);
    otherOrganisersEventId = (await newEvent(server, stranger, 'Not yours')).eventId;
  });
  afterAll(() => server?.stop());

  async function send(method: DescMethod, message: Message): Promise<number> {
    const res = await fetch(`${server.baseUrl}/${method.parent.typeName}/${method.name}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/grpc-web+proto',
        'x-grpc-web': '1',
        'access-token': token,
      },
      body: new Uint8Array(envelope(wireBytes(method, message))),
    });
    const { trailer } = grpcWebFrames(Buffer.from(await res.arrayBuffer()));
    const status = res.headers.get('grpc-status') ?? trailer.get('grpc-status') ?? 'none';
    expect({ http: res.status, status }).toEqual({ http: 200, status: expect.any(String) });
    return Number(status);
  }

  it('never answers INTERNAL, and a refusal writes nothing, on any call', async () => {
    let tried = 0;
    for (const { service, implementedBy } of server.app.services) {
      for (const method of service.methods.filter((m) => implementedBy.has(m.localName))) {
        const known = { eventId, otherOrganisersEventId };
        await fc.assert(
          fc.asyncProperty(requestArb(method.input, known), async (message) => {
            const before = await dbState(server, COUNTERS);
            const code = await send(method, message);
            expect({ method: method.name, code }).not.toEqual({
              method: method.name,
              code: INTERNAL,
            });
            expect({ method: method.name, code }).not.toEqual({
              method: method.name,
              code: UNKNOWN,
            });
            if (code !== OK) expect(await dbState(server, COUNTERS)).toEqual(before);
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        );
        tried += 1;
      }
    }
    expect(tried).toBeGreaterThan(30);
  });
});
