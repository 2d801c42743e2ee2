// gzip on every RPC protocol, both ways, as outside clients use it (issue 27): a Connect call
// and a gRPC-web call with a gzip body and gzip accepted, as raw HTTP; @grpc/grpc-js configured
// for gzip (it compresses every request and asks for gzip answers); and `buf curl` over gRPC,
// which accepts gzip answers. The answer (a participants CSV of some 5 KB) comes compressed.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import { v7 as uuidv7 } from 'uuid';
import { EventIdRequestSchema } from '../../../generated/manager/events_pb';
import { ExportToCSVResponseSchema, Participants } from '../../../generated/manager/content_pb';
import type { ExportToCSVResponse, ImportRow } from '../../../generated/manager/content_pb';
import type { Session } from '../../../generated/manager/auth_pb';
import { as, newEvent, newOrganiser, startServer } from '../support/harness';
import type { TestServer } from '../support/harness';
import { registrationSetup } from '../support/participantsSetup';
import { grpc, grpcJsClient } from './grpcJs';
import { grpcWebFrames } from '../support/rawRpc';

jest.setTimeout(60_000);

const EXPORT = `/${Participants.typeName}/${Participants.method.exportToCSV.name}`;
const PARTICIPANTS = 60;

/** A gRPC message envelope with the compressed flag set. */
const gzipEnvelope = (payload: Uint8Array) => {
  const body = gzipSync(payload);
  const frame = Buffer.alloc(5 + body.length);
  frame[0] = 1;
  frame.writeUInt32BE(body.length, 1);
  frame.set(body, 5);
  return frame;
};

describe('RPC compression', () => {
  let server: TestServer;
  let session: Session;
  let eventId = '';
  const request = () => toBinary(EventIdRequestSchema, create(EventIdRequestSchema, { eventId }));
  const csvOf = (answer: ExportToCSVResponse) => answer.dataCsv;

  beforeAll(async () => {
    server = await startServer({ grpcPort: 0 });
    session = await newOrganiser(server);
    ({ eventId } = await newEvent(server, session, 'Compressed'));
    const { fields: f } = await registrationSetup(server, session, eventId);
    const rows = Array.from({ length: PARTICIPANTS }, (_, i) => ({
      rowNumber: i + 1,
      registrationFormData: [
        { fieldId: f.fio, value: `Участник Сжатый ${i + 1}` },
        { fieldId: f.phone, value: `+7999${String(i + 1).padStart(7, '0')}` },
        { fieldId: f.email, value: `gz${i + 1}@example.ru` },
      ],
      surveyFormData: [],
    })) as unknown as ImportRow[];
    await server.clients.participants.importParticipants(
      { eventId, importId: uuidv7(), rows, dryRun: false },
      as(session),
    );
  });
  afterAll(() => server?.stop());

  it('takes a gzip Connect request and answers in gzip when asked', async () => {
    const res = await fetch(`${server.baseUrl}${EXPORT}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/proto',
        'content-encoding': 'gzip',
        'accept-encoding': 'gzip',
        'connect-protocol-version': '1',
        ...as(session).headers,
      },
      body: gzipSync(request()),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    // fetch has inflated the body already.
    const answer = fromBinary(ExportToCSVResponseSchema, new Uint8Array(await res.arrayBuffer()));
    expect(csvOf(answer)).toContain(`Участник Сжатый ${PARTICIPANTS}`);
  });

  it('takes a gzip gRPC-web message and answers with a gzip one', async () => {
    const res = await fetch(`${server.baseUrl}${EXPORT}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/grpc-web+proto',
        'grpc-encoding': 'gzip',
        'grpc-accept-encoding': 'gzip',
        'x-grpc-web': '1',
        ...as(session).headers,
      },
      body: gzipEnvelope(request()),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('grpc-encoding')).toBe('gzip');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body[0]).toBe(1); // the answer's message is compressed
    const { messages, trailer } = grpcWebFrames(body);
    expect(trailer.get('grpc-status')).toBe('0');
    const answer = fromBinary(ExportToCSVResponseSchema, gunzipSync(messages[0]!));
    expect(csvOf(answer)).toContain(`Участник Сжатый ${PARTICIPANTS}`);
  });

  it('serves @grpc/grpc-js configured for gzip', async () => {
    const client = grpcJsClient(server.app.grpcPort() ?? 0, {
      'grpc.default_compression_algorithm': grpc.compressionAlgorithms.gzip,
    });
    try {
      const answer = await client.call(
        EXPORT,
        EventIdRequestSchema,
        ExportToCSVResponseSchema,
        create(EventIdRequestSchema, { eventId }),
        as(session).headers,
      );
      expect(csvOf(answer)).toContain(`Участник Сжатый ${PARTICIPANTS}`);
    } finally {
      client.close();
    }
  });

  it('answers `buf curl` over gRPC in gzip, which it reads', async () => {
    const run = promisify(execFile);
    const { stdout, stderr } = await run(
      path.join(process.cwd(), 'node_modules', '.bin', 'buf'),
      [
        'curl',
        '--schema',
        'proto',
        '--protocol',
        'grpc',
        '--http2-prior-knowledge',
        '-v',
        '-H',
        `access-token: ${session.idToken}`,
        '-d',
        JSON.stringify({ eventId }),
        `http://127.0.0.1:${server.app.grpcPort() ?? 0}${EXPORT}`,
      ],
      { timeout: 20_000 },
    );
    expect(stderr).toMatch(/^buf: < \(#1\) Grpc-Encoding: gzip$/im);
    expect((JSON.parse(stdout) as { dataCsv: string }).dataCsv).toContain(
      `Участник Сжатый ${PARTICIPANTS}`,
    );
  });
});

describe('RPC compression, hostile', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.stop());
  const connectCall = (body: Buffer) =>
    fetch(`${server.baseUrl}${EXPORT}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/proto',
        'content-encoding': 'gzip',
        'connect-protocol-version': '1',
      },
      body: new Uint8Array(body),
    });

  it('refuses a gzip body that inflates past the message limit', async () => {
    const res = await connectCall(gzipSync(Buffer.alloc(64 * 1024 * 1024)));
    expect(await res.json()).toMatchObject({ code: 'resource_exhausted' });
  });

  it('refuses gzip garbage as bad input', async () => {
    const res = await connectCall(gzipSync(Buffer.from([0xff, 0xff, 0xff, 0xff, 0x0f])));
    expect(await res.json()).toMatchObject({ code: 'invalid_argument' });
  });
});
