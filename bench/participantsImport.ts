// The participants import (issue 12): 10,000 file rows with 8 answered fields into an event,
// sent as the console's queue sends them (batches split by the console's own rule, up to 25
// queued writes per SendWrites request, each through the exactly-once ledger), on the
// `npm start` storage (fsync on). Baseline in the same run: Create one participant per call.
// The issue sets no time target for the import; the figure goes to bench/README.md (f).
//   npx tsx bench/participantsImport.ts   (BENCH_IMPORT_ROWS=10000)
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { create, toBinary } from '@bufbuild/protobuf';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { ImportParticipantsRequestSchema } from '../generated/manager/content_pb';
import { importedPhone } from '../src/common/participantsImport';
import { batchesOf } from '../src/console/areas/participantsImport/screens/importTable';
import { clientsFor } from '../test/integration/support/harness';
import { FIELDS } from './participantsSeed';
import { startBenchServer } from './serverCore';
import { ms, rate, table } from './stats';

const ROWS = Math.min(Number(process.env.BENCH_IMPORT_ROWS) || 10_000, 100_000);
const BASELINE_ROWS = 300;
/** Writes per SendWrites request, as the console's queue sender sends them. */
const WRITES_PER_REQUEST = 25;
const load = () => loadavg()[0]!.toFixed(1);

async function main() {
  const loadBefore = load();
  const server = await startBenchServer('file');
  const clients = clientsFor(`http://127.0.0.1:${server.ready.apiPort}`);
  const o = { headers: { 'access-token': server.ready.idToken } };

  /** An event with the 8 fields; returns their ids by form. */
  const newEvent = async (title: string) => {
    const eventId = uuidv7();
    await clients.events.createEvent({ eventId, title, language: '' }, o);
    for (const formId of ['registration', 'basic_survey_form']) {
      await clients.forms.upsertForm({ eventId, formId, name: formId, requiredForm: false }, o);
    }
    const ids: string[] = [];
    for (const [formId, fieldName, fieldType, fieldVariants] of FIELDS) {
      const { fieldId } = await clients.forms.addFieldOfForm(
        {
          eventId,
          formId,
          fieldName,
          fieldType,
          fieldVariants,
          fieldRequired: false,
          fieldId: uuidv7(),
        },
        o,
      );
      ids.push(fieldId);
    }
    return { eventId, ids };
  };
  const values = (n: number) => [
    `Участник Номер ${n}`,
    importedPhone(`+7999${String(n).padStart(7, '0')}`),
    `p${n}@example.ru`,
    'ООО «Ромашка»',
    'Руководитель проектов',
    'Сайт',
    'Доклады,Кофе',
    'Хочу послушать доклады о масштабировании',
  ];
  const rowOf = (ids: string[], n: number) => {
    const answers = values(n).map((value, i) => ({ fieldId: ids[i]!, value }));
    return {
      rowNumber: n + 1,
      registrationFormData: answers.slice(0, 5),
      surveyFormData: answers.slice(5),
    };
  };
  const countOf = async (eventId: string) => {
    const result = await server.app.database.db.execute(
      sql`SELECT count(*)::int AS n FROM participants WHERE event_id = ${eventId}`,
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  };

  // The import, as the console's queue sends it.
  const target = await newEvent('Import bench');
  const importId = uuidv7();
  const batches = batchesOf(Array.from({ length: ROWS }, (_, i) => rowOf(target.ids, i + 1)));
  const clientId = uuidv7();
  const headers = { ...o.headers, 'client-id': clientId };
  let mutationId = 0;
  const requestTimes: number[] = [];
  const started = performance.now();
  for (let i = 0; i < batches.length; i += WRITES_PER_REQUEST) {
    const calls = batches.slice(i, i + WRITES_PER_REQUEST).map((rows) => ({
      service: 'manager.Participants',
      method: 'ImportParticipants',
      request: toBinary(
        ImportParticipantsRequestSchema,
        create(ImportParticipantsRequestSchema, { eventId: target.eventId, importId, rows }),
      ),
      mutationId: BigInt((mutationId += 1)),
    }));
    const t0 = performance.now();
    const { outcomes } = await clients.writeQueue.sendWrites({ calls }, { headers });
    requestTimes.push(performance.now() - t0);
    const failed = outcomes.find((x) => x.code !== 0);
    if (failed || outcomes.length !== calls.length) {
      throw new Error(`a batch was not applied: ${failed?.message ?? 'missing outcome'}`);
    }
  }
  const importMs = performance.now() - started;
  const imported = await countOf(target.eventId);
  if (imported !== ROWS) throw new Error(`imported ${imported} rows of ${ROWS}`);

  // Baseline: the same rows by Create, one call each (the registration answers only).
  const single = await newEvent('Create bench');
  const t1 = performance.now();
  for (let n = 1; n <= BASELINE_ROWS; n += 1) {
    const row = rowOf(single.ids, n);
    await clients.participants.create(
      {
        eventId: single.eventId,
        clientId: uuidv7(),
        registrationFormData: row.registrationFormData,
      },
      o,
    );
  }
  const createMs = performance.now() - t1;
  const perRowCreate = createMs / BASELINE_ROWS;

  console.log(
    `load average ${loadBefore} before, ${load()} after; 8 fields answered per row; fsync on\n`,
  );
  console.log(
    table(
      ['case', 'rows', 'calls', 'time', 'rows/s'],
      [
        [
          `import: ${batches.length} batches, ${Math.ceil(batches.length / WRITES_PER_REQUEST)} requests`,
          String(ROWS),
          String(batches.length),
          ms(importMs, 0),
          rate((ROWS / importMs) * 1000),
        ],
        [
          `baseline: Create one by one (${BASELINE_ROWS} rows, 5 answers)`,
          String(BASELINE_ROWS),
          String(BASELINE_ROWS),
          `${ms(createMs, 0)} (${ms(perRowCreate * ROWS, 0)} for ${ROWS})`,
          rate(1000 / perRowCreate),
        ],
      ],
    ),
  );
  const slowest = Math.max(...requestTimes);
  console.log(
    `\nSendWrites requests: slowest ${ms(slowest, 0)} (the console's send time limit is 15 s: ${
      slowest < 15_000 ? 'within' : 'OVER — the queue would fall back to one write per request'
    }). Rows counted in the database: ${imported} (exact).`,
  );
  await server.stop();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
