// The answers each participant row keeps ready for the snapshot (snapshotAnswers.ts) must be
// the very bytes PostgreSQL forms from the row's answers: after create, an answer changed or
// cleared, a suspension, and a field added (rows formed at read time, then stored again).
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { FormFieldType } from '../../../generated/manager/model_pb';
import {
  participantOfRow,
  participantsSnapshotPath,
} from '../../../src/common/participantsSnapshot';
import type { SnapshotHeader, SnapshotRow } from '../../../src/common/participantsSnapshot';
import { fieldsKey } from '../../../src/server/areas/participants/snapshotAnswers';
import { rowsQuery } from '../../../src/server/areas/participants/snapshotRoute';
import { participants } from '../../../src/server/db/schema';
import { as, newEvent, newOrganiser, serverPerFile } from '../support/harness';
import { registrationSetup } from '../support/participantsSetup';

jest.setTimeout(60_000);

describe('stored snapshot answers', () => {
  const ctx = serverPerFile();

  it('stay equal to the answers formed from the row through every change', async () => {
    const session = await newOrganiser(ctx.server);
    const { eventId } = await newEvent(ctx.server, session, 'Stored answers');
    const { fields } = await registrationSetup(ctx.server, session, eventId);
    const { participants: calls, forms } = ctx.server.clients;
    const o = as(session);
    const db = ctx.server.app.database.db;
    const names = ['Анна "Аня" Ли \\ 🎉', 'Иванов Иван', "O'Brien\tJr"];
    const ids: string[] = [];
    for (const [i, name] of names.entries()) {
      const registrationFormData = [
        { fieldId: fields.fio, value: name },
        { fieldId: fields.phone, value: `+7(999) 123-45-6${i}` },
        { fieldId: fields.email, value: `p${i}@example.ru` },
      ];
      ids.push(
        (await calls.create({ eventId, clientId: uuidv7(), registrationFormData }, o)).clientId,
      );
    }
    const [a = '', b = '', c = ''] = ids;

    /** The snapshot as served, and the same rows with every answer formed by PostgreSQL. */
    const compare = async () => {
      const res = await fetch(`${ctx.server.baseUrl}${participantsSnapshotPath(eventId)}`, {
        headers: { 'access-token': session.idToken },
      });
      const [head, ...served] = (await res.text()).trimEnd().split('\n');
      const header = JSON.parse(head!) as SnapshotHeader;
      const formed = (await db.execute(
        rowsQuery(eventId, header.fields, '00000000-0000-0000-0000-000000000000', 1000, false),
      )) as unknown as { rows: { line: string }[] };
      expect(served).toEqual(formed.rows.map((r) => r.line));
      return header;
    };
    /** Each row's stored key: the current field list's when its answers are stored ready. */
    const keys = async () =>
      (
        (await db.execute(
          sql`SELECT snapshot_fields AS key FROM ${participants} WHERE event_id = ${eventId}::uuid ORDER BY id`,
        )) as unknown as { rows: { key: string | null }[] }
      ).rows.map((r) => r.key);

    let header = await compare();
    expect(await keys()).toEqual(ids.map(() => fieldsKey(header.fields)));

    const update = (clientId: string, formId: string, fieldResultId: string, value: string) =>
      calls.update({ eventId, clientId, formId, fieldResultId, value }, o);
    await update(a, 'basic_survey_form', fields.survey, 'Доклады,Кофе');
    await update(b, 'registration', fields.fio, 'Петров "Пётр"');
    await update(a, 'basic_survey_form', fields.survey, 'Кофе');
    await update(c, 'basic_survey_form', fields.survey, 'Доклады');
    await update(c, 'basic_survey_form', fields.survey, '');
    await calls.clientSuspended({ eventId, clientId: b }, o);
    // A removed field stays in the header (its answers stay readable): the key is unchanged.
    await forms.removeFieldOfForm({ eventId, formId: 'registration', fieldId: fields.avatar }, o);
    header = await compare();
    const rowA = (await rowsOf()).find((r) => r[0] === a);
    expect(rowA && participantOfRow(header, rowA).forms.basic_survey_form).toEqual([
      expect.objectContaining({ fieldId: fields.survey, value: 'Кофе' }),
    ]);

    // A field added: the stored arrays are for the old list, so the rows are formed as read,
    // then stored again for the new list after that open.
    await forms.addFieldOfForm(
      {
        eventId,
        formId: 'basic_survey_form',
        fieldName: 'Комментарий',
        fieldType: FormFieldType.TEXT,
        fieldRequired: false,
        fieldVariants: [],
        fieldId: uuidv7(),
      },
      o,
    );
    header = await compare();
    const key = fieldsKey(header.fields);
    for (let i = 0; i < 100 && (await keys()).some((k) => k !== key); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await keys()).toEqual(ids.map(() => key));
    await compare();

    // The export reads the stored arrays too, and the jsonb answers of rows without them.
    const csv = async () => (await calls.exportToCSV({ eventId }, o)).dataCsv;
    const fromStored = await csv();
    expect(fromStored).toContain('Петров ""Пётр""');
    await db.execute(
      sql`UPDATE ${participants} SET snapshot_fields = NULL WHERE event_id = ${eventId}::uuid`,
    );
    expect(await csv()).toBe(fromStored);

    async function rowsOf(): Promise<SnapshotRow[]> {
      const res = await fetch(`${ctx.server.baseUrl}${participantsSnapshotPath(eventId)}`, {
        headers: { 'access-token': session.idToken },
      });
      const [, ...lines] = (await res.text()).trimEnd().split('\n');
      return lines.map((l) => JSON.parse(l) as SnapshotRow);
    }
  });
});
