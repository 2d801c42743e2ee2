// Participants at scale (issue 12): an event with 100,000 participants and 8 form fields.
// Prints the first open of the list on a new device (the compact snapshot: bytes on the wire
// and time to the last parsed row) beside the baseline of the same rows as live change frames,
// and the streamed export (time, bytes, the server's extra memory). See bench/README.md.
//   npx tsx bench/participants.ts   (BENCH_PARTICIPANTS=100000)
import { request } from 'node:http';
import { PassThrough } from 'node:stream';
import { performance } from 'node:perf_hooks';
import { createGunzip } from 'node:zlib';
import { create, toBinary } from '@bufbuild/protobuf';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { ChangeKind, ServerFrameSchema } from '../generated/live/live_pb';
import { FormFieldType } from '../generated/manager/model_pb';
import { participantsSnapshotPath } from '../src/common/participantsSnapshot';
import { participantsArea } from '../src/server/areas/participants';
import { rowsQuery, writeSnapshot } from '../src/server/areas/participants/snapshotRoute';
import { participants } from '../src/server/db/schema';
import { clientsFor } from '../test/integration/harness';
import { startBenchServer } from './serverCore';
import { ms, table } from './stats';

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

const COUNT = Math.min(Number(process.env.BENCH_PARTICIPANTS) || 100_000, 1_000_000);
const T = FormFieldType;
const FIELDS: [string, string, FormFieldType, string[]][] = [
  ['registration', 'ФИО', T.FIO, []],
  ['registration', 'Телефон', T.PHONE, []],
  ['registration', 'E-mail', T.EMAIL, []],
  ['registration', 'Компания', T.TEXT, []],
  ['registration', 'Должность', T.TEXT, []],
  ['basic_survey_form', 'Откуда узнали', T.SELECTBOX, ['Друзья', 'Сайт', 'Реклама']],
  ['basic_survey_form', 'Интересы', T.CHECKBOX, ['Доклады', 'Кофе', 'Нетворкинг']],
  ['basic_survey_form', 'Комментарий', T.TEXT, []],
];

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
  const eventId = uuidv7();
  await clients.events.createEvent({ eventId, title: 'Bench', language: '' }, o);
  for (const formId of ['registration', 'basic_survey_form']) {
    await clients.forms.upsertForm({ eventId, formId, name: formId, requiredForm: true }, o);
  }
  const ids: string[] = [];
  for (const [formId, fieldName, fieldType, fieldVariants] of FIELDS) {
    const req = { eventId, formId, fieldName, fieldType, fieldVariants, fieldRequired: false };
    ids.push((await clients.forms.addFieldOfForm({ ...req, fieldId: uuidv7() }, o)).fieldId);
  }
  const answer = (i: number, value: string) =>
    sql`jsonb_build_object('fieldId', ${ids[i]}::text, 'fieldType', ${FIELDS[i]![2]}::int, 'value', ${sql.raw(value)})`;
  const seedStart = performance.now();
  await server.app.database.db.execute(sql`
    INSERT INTO ${participants} (id, event_id, first_name, client_phone, answers)
    SELECT gen_random_uuid(), ${eventId}::uuid, 'Участник Номер ' || n,
           '+7(900) ' || lpad((n % 1000)::text, 3, '0') || '-00-00',
           jsonb_build_object(
             'registration', jsonb_build_array(
               ${answer(0, `'Участник Номер ' || n`)},
               ${answer(1, `'+7(900) ' || lpad((n % 1000)::text, 3, '0') || '-00-00'`)},
               ${answer(2, `'user' || n || '@example.ru'`)},
               ${answer(3, `'ООО Компания ' || (n % 500)`)},
               ${answer(4, `'Инженер'`)}),
             'basic_survey_form', jsonb_build_array(
               ${answer(5, `'Сайт'`)},
               ${answer(6, `'Доклады,Кофе'`)},
               ${answer(7, `'Комментарий участника ' || n`)}))
    FROM generate_series(1, ${COUNT}) AS n`);
  // Autovacuum analyses a table that grew this much; the bench does not wait for it.
  await server.app.database.db.execute(sql`ANALYZE ${participants}`);
  console.log(
    `seeded ${COUNT} participants with ${FIELDS.length} fields in ${ms(performance.now() - seedStart, 0)}`,
  );

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

  // PostgreSQL's own account of one page (the first 5,000 rows), beside the same page formed
  // the way the snapshot did before (each answer picked with jsonb_path_query_first, one pass
  // over the answers per field): the baseline of the improvement, in the same run.
  const fields = FIELDS.map(([formId], i) => ({ formId, fieldId: ids[i]!, fieldType: 0 }));
  const first = '00000000-0000-0000-0000-000000000000';
  const perField = sql`SELECT json_build_array(id, ${sql.join(
    fields.map(
      (f) =>
        sql`coalesce(jsonb_path_query_first(answers -> ${f.formId}::text, '$[*] ? (@.fieldId == $f).value', jsonb_build_object('f', ${f.fieldId}::text)) #>> '{}', '')`,
    ),
    sql`, `,
  )})::text FROM ${participants} WHERE event_id = ${eventId}::uuid AND id > ${first}::uuid ORDER BY id LIMIT 5000`;
  for (const [what, page] of [
    ['one page, per-field jsonpath (before)', perField],
    ['one page, one pass per row (now)', rowsQuery(eventId, fields, first, 5_000)],
  ] as const) {
    const { rows: plan } = (await server.app.database.db.execute(
      sql`EXPLAIN (ANALYZE, COSTS OFF) ${page}`,
    )) as unknown as { rows: { 'QUERY PLAN': string }[] };
    console.log(`${what}:\n  ${plan.map((r) => r['QUERY PLAN']).join('\n  ')}`);
  }

  // The export: the signed link, streamed.
  const link = (await clients.participants.exportToCSV({ eventId }, o)).downloadUrl;
  const rssBeforeExport = process.memoryUsage().rss;
  const exportStart = performance.now();
  const exp = await peakRss(() =>
    get(link.replace('http://console.test', base), {}, () => undefined),
  );
  const exportMs = performance.now() - exportStart;

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
      ['what', 'bytes on the wire', 'time', 'server+client RSS peak (before)'],
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
          'export: streamed CSV download',
          mib(exp.result.wireBytes),
          ms(exportMs, 0),
          `${mib(exp.peak)} (${mib(rssBeforeExport)})`,
        ],
      ],
    ),
  );
  await server.stop();
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
