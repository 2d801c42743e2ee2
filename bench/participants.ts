// Participants at scale (issue 12): an event with 100,000 participants and 8 form fields.
// Prints the first open of the list on a new device (the compact snapshot: bytes on the wire
// and time to the last parsed row) beside the baseline of the same rows as live change frames,
// and the streamed export (time, bytes, the server's extra memory). See bench/README.md.
//   npx tsx bench/participants.ts   (BENCH_PARTICIPANTS=100000)
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { PassThrough } from 'node:stream';
import { performance } from 'node:perf_hooks';
import { createGunzip } from 'node:zlib';
import { create, toBinary } from '@bufbuild/protobuf';
import { sql } from 'drizzle-orm';
import { ChangeKind, ServerFrameSchema } from '../generated/live/live_pb';
import { participantsSnapshotPath } from '../src/common/participantsSnapshot';
import { participantsArea } from '../src/server/areas/participants';
import { rowsQuery, writeSnapshot } from '../src/server/areas/participants/snapshotRoute';
import { participants } from '../src/server/db/schema';
import { FIELDS, PARTICIPANTS as COUNT, seedParticipants } from './participantsSeed';
import { clientsFor } from '../test/integration/support/harness';
import { startBenchServer } from './serverCore';
import { loadLine as load, ms, table, verdict } from './stats';

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

/** GETs a URL, counting the bytes on the wire and handing the decoded body to `onText`. */
function get(url: string, headers: Record<string, string>, onText: (chunk: string) => void) {
  return new Promise<{ status: number; wireBytes: number }>((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      let wireBytes = 0;
      res.on('data', (chunk: Buffer) => (wireBytes += chunk.length));
      const body = res.headers['content-encoding'] === 'gzip' ? res.pipe(createGunzip()) : res;
      body.setEncoding('utf8');
      body.on('data', onText);
      body.on('end', () => resolve({ status: res.statusCode ?? 0, wireBytes }));
      body.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Downloads a URL with curl (another process), returning the bytes read. */
function curl(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn('curl', ['-sS', '-o', '/dev/null', '-w', '%{size_download}', url]);
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(Number(out)) : reject(new Error(`curl ${code}`)),
    );
  });
}

/** Polls the process RSS while `work` runs; returns its peak. */
async function peakRss<T>(work: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  try {
    const result = await work();
    return { result, peak: Math.max(peak, process.memoryUsage().rss) };
  } finally {
    clearInterval(timer);
  }
}

async function main() {
  const server = await startBenchServer('memory');
  const base = `http://127.0.0.1:${server.ready.apiPort}`;
  const clients = clientsFor(base);
  const o = { headers: { 'access-token': server.ready.idToken } };
  const seedStart = performance.now();
  const { eventId, fieldIds: ids, storeMs } = await seedParticipants(server, COUNT);
  console.log(
    `${load()}; seeded ${COUNT} participants with ${FIELDS.length} fields in ${ms(performance.now() - seedStart, 0)}, of which storing their snapshot answers (as after a field is added) ${ms(storeMs, 0)}`,
  );

  // The export first, while the server holds nothing of the reads below: the signed link,
  // streamed.
  const link = (await clients.participants.exportToCSV({ eventId }, o)).downloadUrl;
  const rssBeforeExport = process.memoryUsage().rss;
  const exportStart = performance.now();
  // Read by curl, another process: the RSS polled here is the server's alone.
  const exp = await peakRss(() => curl(link.replace('http://console.test', base)));
  const exportMs = performance.now() - exportStart;

  // First open on a new device: the compact snapshot, gzip, parsed row by row.
  const rssBefore = process.memoryUsage().rss;
  const snapStart = performance.now();
  let rows = -1;
  let rest = '';
  const snap = await peakRss(() =>
    get(
      `${base}${participantsSnapshotPath(eventId)}`,
      { 'access-token': server.ready.idToken, 'accept-encoding': 'gzip' },
      (text) => {
        const lines = (rest + text).split('\n');
        rest = lines.pop() ?? '';
        for (const l of lines) {
          JSON.parse(l);
          rows += 1;
        }
      },
    ),
  );
  const snapMs = performance.now() - snapStart;
  if (rows !== COUNT) throw new Error(`snapshot gave ${rows} rows`);

  // Where the first open's time goes: the rows formed by PostgreSQL and written by the server
  // alone (no HTTP, no gzip), then the same GET without gzip (adds HTTP and the client's parse).
  const formStart = performance.now();
  let formedBytes = 0;
  await server.app.database.db.transaction(
    async (tx) => {
      const out = new PassThrough();
      out.on('data', (chunk: Buffer) => (formedBytes += chunk.length));
      await writeSnapshot(tx, eventId, out);
      out.end();
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const formMs = performance.now() - formStart;
  const plainStart = performance.now();
  let plainRows = -1;
  let plainRest = '';
  await get(
    `${base}${participantsSnapshotPath(eventId)}`,
    { 'access-token': server.ready.idToken },
    (text) => {
      const lines = (plainRest + text).split('\n');
      plainRest = lines.pop() ?? '';
      for (const l of lines) {
        JSON.parse(l);
        plainRows += 1;
      }
    },
  );
  const plainMs = performance.now() - plainStart;
  if (plainRows !== COUNT) throw new Error(`plain snapshot gave ${plainRows} rows`);

  // PostgreSQL's own account of one page (the first 5,000 rows): each row's answers formed
  // from its jsonb (before), against the stored array (now), in the same run.
  const fields = FIELDS.map(([formId], i) => ({ formId, fieldId: ids[i]!, fieldType: 0 }));
  const first = '00000000-0000-0000-0000-000000000000';
  for (const [what, page] of [
    ['one page, answers formed per row (before)', rowsQuery(eventId, fields, first, 5_000, false)],
    ['one page, answers stored on the row (now)', rowsQuery(eventId, fields, first, 5_000)],
  ] as const) {
    const { rows: plan } = (await server.app.database.db.execute(
      sql`EXPLAIN (ANALYZE, COSTS OFF) ${page}`,
    )) as unknown as { rows: { 'QUERY PLAN': string }[] };
    console.log(`${what}:\n  ${plan.map((r) => r['QUERY PLAN']).join('\n  ')}`);
  }

  // Baseline: the same rows as the live change frames a snapshot-pushing target would send.
  const baseStart = performance.now();
  const docs = await participantsArea.collections.participants.load(
    server.app.database.db,
    sql`${participants.eventId} = ${eventId}`,
  );
  let frameBytes = 0;
  for (const d of docs) {
    const frame = create(ServerFrameSchema, {
      kind: {
        case: 'change',
        value: {
          targetId: 1,
          kind: ChangeKind.ADDED,
          docId: d.docId,
          document: d.document,
          resumeToken: '123456',
        },
      },
    });
    frameBytes += toBinary(ServerFrameSchema, frame).length;
  }
  const baseMs = performance.now() - baseStart;

  console.log(
    table(
      ['what', 'bytes on the wire', 'time', 'RSS peak (before)'],
      [
        [
          'first open: compact snapshot (gzip NDJSON)',
          mib(snap.result.wireBytes),
          ms(snapMs, 0),
          `${mib(snap.peak)} (${mib(rssBefore)})`,
        ],
        ['  of which: rows formed and written (no HTTP)', mib(formedBytes), ms(formMs, 0), '—'],
        ['  the same GET without gzip (and the parse)', '—', ms(plainMs, 0), '—'],
        [
          'baseline: the rows as live change frames',
          mib(frameBytes),
          `${ms(baseMs, 0)} (load + encode only)`,
          '—',
        ],
        [
          'export: streamed CSV download (server RSS)',
          mib(exp.result),
          ms(exportMs, 0),
          `${mib(exp.peak)} (${mib(rssBeforeExport)})`,
        ],
      ],
    ),
  );
  console.log(
    [
      load(),
      verdict(
        'first open, compact snapshot read by Node (Chromium: participantsListBrowser.ts)',
        snapMs,
        3000,
      ),
      verdict('export of the rows, streamed', exportMs, 3000),
      verdict("export, the server's extra RSS", (exp.peak - rssBeforeExport) / 1e6, 100, 'MB'),
    ].join('\n'),
  );
  await server.stop();
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
