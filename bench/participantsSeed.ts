// An event with 8 form fields (5 user-data, 3 survey) and many participants, every field
// answered, inserted in one SQL statement (creating them call by call would take an hour),
// then their snapshot answers stored as the product stores them, and ANALYZE (what autovacuum
// does after such growth). Used by bench/participants.ts and bench/participantsListBrowser.ts.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { FormFieldType } from '../generated/manager/model_pb';
import { refreshSnapshotAnswers } from '../src/server/areas/participants/snapshotAnswers';
import { participants } from '../src/server/db/schema';
import { clientsFor } from '../test/integration/support/harness';
import type { BenchServer } from './serverCore';

export const PARTICIPANTS = Math.min(Number(process.env.BENCH_PARTICIPANTS) || 100_000, 1_000_000);

const T = FormFieldType;
export const FIELDS: [string, string, FormFieldType, string[]][] = [
  ['registration', 'ФИО', T.FIO, []],
  ['registration', 'Телефон', T.PHONE, []],
  ['registration', 'E-mail', T.EMAIL, []],
  ['registration', 'Компания', T.TEXT, []],
  ['registration', 'Должность', T.TEXT, []],
  ['basic_survey_form', 'Откуда узнали', T.SELECTBOX, ['Друзья', 'Сайт', 'Реклама']],
  ['basic_survey_form', 'Интересы', T.CHECKBOX, ['Доклады', 'Кофе', 'Нетворкинг']],
  ['basic_survey_form', 'Комментарий', T.TEXT, []],
];

export interface SeededEvent {
  eventId: string;
  /** The event's key in console URLs (/edit/{key}/…). */
  key: string;
  fieldIds: string[];
  /** Storing every row's snapshot answers (what adding a field costs once), ms. */
  storeMs: number;
}

export async function seedParticipants(server: BenchServer, count = PARTICIPANTS) {
  const clients = clientsFor(`http://127.0.0.1:${server.ready.apiPort}`);
  const o = { headers: { 'access-token': server.ready.idToken } };
  const eventId = uuidv7();
  const { filteredEventKey: key } = await clients.events.createEvent(
    { eventId, title: 'Bench', language: '' },
    o,
  );
  for (const formId of ['registration', 'basic_survey_form']) {
    await clients.forms.upsertForm({ eventId, formId, name: formId, requiredForm: true }, o);
  }
  const fieldIds: string[] = [];
  for (const [formId, fieldName, fieldType, fieldVariants] of FIELDS) {
    const req = { eventId, formId, fieldName, fieldType, fieldVariants, fieldRequired: false };
    fieldIds.push((await clients.forms.addFieldOfForm({ ...req, fieldId: uuidv7() }, o)).fieldId);
  }
  const answer = (i: number, value: string) =>
    sql`jsonb_build_object('fieldId', ${fieldIds[i]}::text, 'fieldType', ${FIELDS[i]![2]}::int, 'value', ${sql.raw(value)})`;
  const db = server.app.database.db;
  await db.execute(sql`
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
    FROM generate_series(1, ${count}) AS n`);
  const storeStart = performance.now();
  await refreshSnapshotAnswers(db, eventId);
  const storeMs = performance.now() - storeStart;
  // Autovacuum analyses (and vacuums) a table that grew this much; the bench does not wait.
  await db.execute(sql`VACUUM ANALYZE ${participants}`);
  return { eventId, key, fieldIds, storeMs } satisfies SeededEvent;
}
