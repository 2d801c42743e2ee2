// Property-based hostile input: for every method of every registered service, requests generated
// from its proto descriptor with hostile values (hostileArbitraries.ts), sent on the wire as
// gRPC-web, never get INTERNAL or UNKNOWN, and a refused one leaves the database as it was.
// A request refused alone is refused the same inside a batch of queued writes (SendWrites):
// every check a call has applies there too (issue 28, item 2).
// Bounded runs per method (FC_RUNS, default 8) keep CI short; a failure prints its seed and
// path, and FC_SEED=<seed> replays it.
import fc from 'fast-check';
import { v7 as uuidv7 } from 'uuid';
import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import type { DescMethod, Message } from '@bufbuild/protobuf';
import { Users } from '../../../generated/manager/account_pb';
import { Auth } from '../../../generated/manager/auth_pb';
import {
  SendWritesRequestSchema,
  SendWritesResponseSchema,
  WriteQueue,
} from '../../../generated/manager/queue_pb';
import type { WriteOutcome } from '../../../generated/manager/queue_pb';
import { dbState } from '../support/dbState';
import { INVALID_UTF8_BYTES, INVALID_UTF8_MARKER, requestArb } from './hostileArbitraries';
import { newEvent, newOrganiser, startServer } from '../support/harness';
import type { TestServer } from '../support/harness';
import { envelope, grpcWebFrames } from '../support/rawRpc';

jest.setTimeout(600_000);

const RUNS = Number(process.env.FC_RUNS ?? 8);
const SEED = process.env.FC_SEED === undefined ? undefined : Number(process.env.FC_SEED);
const OK = 0;
const UNKNOWN = 2;
const INTERNAL = 13;
/** Throttle counters count refused attempts on purpose: the one table a refusal may touch. */
const COUNTERS = ['sign_in_throttle'];
/** A queued write's outcome, refusals included, is kept by the exactly-once ledger on purpose. */
const BATCHED_COUNTERS = [...COUNTERS, 'mutation_ledger'];
/** Refusals per method also sent inside a batch: enough to cover it, short enough for CI. */
const BATCHED_RUNS = Math.max(1, Math.ceil(RUNS / 4));

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

  async function post(
    method: DescMethod,
    body: Uint8Array,
    headers: Record<string, string> = {},
  ): Promise<{ code: number; messages: Buffer[] }> {
    const res = await fetch(`${server.baseUrl}/${method.parent.typeName}/${method.name}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/grpc-web+proto',
        'x-grpc-web': '1',
        'access-token': token,
        ...headers,
      },
      body: new Uint8Array(envelope(body)),
    });
    const { messages, trailer } = grpcWebFrames(Buffer.from(await res.arrayBuffer()));
    const status = res.headers.get('grpc-status') ?? trailer.get('grpc-status') ?? 'none';
    expect({ http: res.status, status }).toEqual({ http: 200, status: expect.any(String) });
    return { code: Number(status), messages };
  }

  async function send(method: DescMethod, message: Message): Promise<number> {
    return (await post(method, wireBytes(method, message))).code;
  }

  /** The same request as the one write of a SendWrites batch: its outcome. */
  async function sendBatched(method: DescMethod, message: Message): Promise<WriteOutcome> {
    const batch = create(SendWritesRequestSchema, {
      calls: [
        {
          service: method.parent.typeName,
          method: method.name,
          request: wireBytes(method, message),
          mutationId: 1n,
        },
      ],
    });
    const sendWrites = WriteQueue.method.sendWrites;
    const { code, messages } = await post(sendWrites, toBinary(SendWritesRequestSchema, batch), {
      'client-id': uuidv7(),
    });
    expect(code).toBe(OK);
    const [outcome] = fromBinary(SendWritesResponseSchema, messages[0]!).outcomes;
    return outcome!;
  }

  it('never answers INTERNAL, and a refusal writes nothing, on any call, alone or batched', async () => {
    let tried = 0;
    let batchedRefusals = 0;
    // The services whose calls a queue may hold (rpc/writeBatch.ts).
    const QUEUED = new Set(
      server.app.services
        .map(({ service }) => service)
        .filter(
          (service) => ![Auth, Users, WriteQueue].some((s) => s.typeName === service.typeName),
        ),
    );
    for (const { service, implementedBy } of server.app.services) {
      for (const method of service.methods.filter((m) => implementedBy.has(m.localName))) {
        const known = { eventId, otherOrganisersEventId };
        let batchedHere = 0;
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
            if (code === OK) return;
            expect(await dbState(server, COUNTERS)).toEqual(before);
            if (!QUEUED.has(service) || batchedHere >= BATCHED_RUNS) return;
            // Refused alone: refused inside a batch with the same code, writing nothing.
            const batched = await sendBatched(method, message);
            expect({ method: method.name, code: batched.code }).toEqual({
              method: method.name,
              code,
            });
            const { mutation_ledger: _ledger, ...unchanged } = before;
            expect(await dbState(server, BATCHED_COUNTERS)).toEqual(unchanged);
            batchedHere += 1;
            batchedRefusals += 1;
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        );
        tried += 1;
      }
    }
    expect(tried).toBeGreaterThan(30);
    expect(batchedRefusals).toBeGreaterThan(50);
  });
});
