// manager.Participants/ImportParticipants: the dry run, refusals by Create's rules, duplicates by
// phone, 10,000 rows in batches, and exactly once when a batch is sent twice or its answer is
// lost and it is sent again; another organiser's event is refused.
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { ImportRow } from '../../../generated/manager/content_pb';
import { LIVE_TARGETS } from '../../../src/common/liveTargets';
import { IMPORT_BATCH_ROWS, importRowId } from '../../../src/common/participantsImport';
import { as, newEvent, newOrganiser, refusal, serverPerFile } from '../support/harness';
import { registrationSetup } from '../support/participantsSetup';
import type { RegistrationSetup } from '../support/participantsSetup';

jest.setTimeout(180_000);

const CODE = { invalidArgument: 3, notFound: 5, failedPrecondition: 9 };

describe('participants import', () => {
  const ctx = serverPerFile();
  let session: Awaited<ReturnType<typeof newOrganiser>>;
  const clients = () => ctx.server.clients;

  beforeAll(async () => {
    session = await newOrganiser(ctx.server);
  });

  async function eventWithForms(): Promise<{ eventId: string; setup: RegistrationSetup }> {
    const { eventId } = await newEvent(ctx.server, session, 'Import event');
    return { eventId, setup: await registrationSetup(ctx.server, session, eventId) };
  }

  /** A valid row: name, a phone from its number, e-mail. */
  const row = (f: RegistrationSetup['fields'], n: number, extra: Record<string, string> = {}) =>
    ({
      rowNumber: n,
      registrationFormData: Object.entries({
        [f.fio]: `Участник ${n}`,
        [f.phone]: `+7999${String(n).padStart(7, '0')}`,
        [f.email]: `p${n}@example.ru`,
        ...extra,
      }).map(([fieldId, value]) => ({ fieldId, value })),
      surveyFormData: [],
    }) as unknown as ImportRow;

  const send = (
    eventId: string,
    importId: string,
    rows: ImportRow[],
    options: { dryRun?: boolean; mutation?: { clientId: string; mutationId: number } } = {},
    signal?: AbortSignal,
  ) =>
    clients().participants.importParticipants(
      { eventId, importId, rows, dryRun: options.dryRun ?? false },
      { ...as(session, options.mutation), signal },
    );

  const countOf = async (eventId: string) => {
    const result = await ctx.server.app.database.db.execute(
      sql`SELECT count(*)::int AS n FROM participants WHERE event_id = ${eventId}`,
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0]?.n;
  };

  it('dry run: lists the rows it would create and every refusal, and writes nothing', async () => {
    const { eventId, setup } = await eventWithForms();
    const f = setup.fields;
    await send(eventId, uuidv7(), [row(f, 1)]);
    const rows = [
      row(f, 1), // same phone as the participant imported above
      row(f, 2, { [f.email]: 'not-an-email' }),
      row(f, 3, { [f.fio]: '' }),
      row(f, 4, { [f.phone]: '12345' }),
      { ...row(f, 5), surveyFormData: [{ fieldId: f.survey, value: 'Кофе' }] } as ImportRow,
      row(f, 6, { [f.avatar]: 'photo.jpg' }),
      { ...row(f, 7), surveyFormData: [{ fieldId: f.survey, value: 'Танцы' }] } as ImportRow,
      row(f, 8, { [f.phone]: '8 (999) 000-00-05' }), // row 5's phone, written otherwise
    ];
    const answer = await send(eventId, uuidv7(), rows, { dryRun: true });
    expect(answer.created).toEqual([5]);
    expect(answer.alreadyPresent).toEqual([1, 8]);
    expect(answer.importedBefore).toEqual([]);
    expect(answer.refused.map((r) => [r.rowNumber, r.fieldId, r.rule])).toEqual([
      [2, f.email, 'emailInvalid'],
      [3, f.fio, 'fieldRequired'],
      [4, f.phone, 'phoneInvalid'],
      [6, f.avatar, 'importFileField'],
      [7, f.survey, 'answerVariant'],
    ]);
    expect(await countOf(eventId)).toBe(1);
  });

  it('imports the valid rows as the live list shows them, answers and phone as Create stores them', async () => {
    const { eventId, setup } = await eventWithForms();
    const f = setup.fields;
    const live = await ctx.connect(session);
    const list = await live.listen(1, LIVE_TARGETS.participants.path({ eventId }));
    const importId = uuidv7();
    const answer = await send(eventId, importId, [
      { ...row(f, 1), surveyFormData: [{ fieldId: f.survey, value: 'Доклады,Кофе' }] } as ImportRow,
      row(f, 2, { [f.email]: '' }),
    ]);
    expect(answer.created).toEqual([1]);
    expect(answer.refused.map((r) => [r.rowNumber, r.rule])).toEqual([[2, 'fieldRequired']]);
    const id = importRowId(importId, 1);
    await live.until(() => list.docs.has(id));
    const doc = list.docs.get(id)?.doc;
    if (doc?.case !== 'participant') throw new Error('no participant');
    expect(doc.value).toMatchObject({ firstName: 'Участник 1', clientPhone: '+7(999) 000-00-01' });
    expect(doc.value.forms.basic_survey_form?.fieldResults.map((r) => r.value)).toEqual([
      'Доклады,Кофе',
    ]);
  });

  it('imports 10,000 rows in batches, then a resent batch and a lost answer create nothing twice', async () => {
    const { eventId, setup } = await eventWithForms();
    const f = setup.fields;
    const importId = uuidv7();
    const rows = Array.from({ length: 10_000 }, (_, i) => row(f, i + 1));
    const clientId = `import-${uuidv7()}`;
    let mutationId = 0;
    let created = 0;
    for (let i = 0; i < rows.length; i += IMPORT_BATCH_ROWS) {
      mutationId += 1;
      const batch = rows.slice(i, i + IMPORT_BATCH_ROWS);
      if (i === 4 * IMPORT_BATCH_ROWS) {
        // The connection drops while the batch is on its way: the client cannot know whether
        // it was applied, and sends it again under the same mutation id.
        const aborted = new AbortController();
        const first = send(
          eventId,
          importId,
          batch,
          { mutation: { clientId, mutationId } },
          aborted.signal,
        );
        setTimeout(() => aborted.abort(), 30);
        await first.catch(() => undefined);
      }
      const answer = await send(eventId, importId, batch, { mutation: { clientId, mutationId } });
      created += answer.created.length;
    }
    expect(await countOf(eventId)).toBe(10_000);
    // The ledger answers the replayed batch as it was applied, so the answers add up too.
    expect(created).toBe(10_000);
    // The same batch again from another tab (a new client id): it finds its rows and adds none.
    const again = await send(eventId, importId, rows.slice(0, IMPORT_BATCH_ROWS), {
      mutation: { clientId: `import-${uuidv7()}`, mutationId: 1 },
    });
    expect(again.created).toEqual([]);
    expect(again.importedBefore).toHaveLength(IMPORT_BATCH_ROWS);
    expect(again.alreadyPresent).toEqual([]);
    // Two twins of a batch at once: one creates the rows, the other finds them.
    const twins = await Promise.all(
      [1, 2].map(() => send(eventId, importId, [row(f, 10_001), row(f, 10_002)])),
    );
    expect(twins.flatMap((t) => t.created).sort()).toEqual([10_001, 10_002]);
    expect(await countOf(eventId)).toBe(10_002);
    // A dry run after the import tells the whole file as imported before.
    const check = await send(eventId, importId, rows.slice(-3), { dryRun: true });
    expect(check.importedBefore).toEqual([9_998, 9_999, 10_000]);
  });

  it('reads back what the check announced when a batch holds one phone twice', async () => {
    const { eventId, setup } = await eventWithForms();
    const f = setup.fields;
    const importId = uuidv7();
    const rows = [row(f, 2), row(f, 3, { [f.phone]: '8 (999) 000-00-02' }), row(f, 4)];
    const counts = (a: Awaited<ReturnType<typeof send>>) => ({
      created: a.created,
      present: a.alreadyPresent,
      before: a.importedBefore,
    });
    const check = counts(await send(eventId, importId, rows, { dryRun: true }));
    expect(check).toEqual({ created: [2, 4], present: [3], before: [] });
    expect(counts(await send(eventId, importId, rows))).toEqual(check);
    // The read-back (the result screen's dry run of the same rows): row 3's phone is row 2's,
    // which this import created: present still, not to be created.
    expect(counts(await send(eventId, importId, rows, { dryRun: true }))).toEqual({
      created: [],
      present: [3],
      before: [2, 4],
    });
    // And a resend of the batch creates nothing more.
    expect(counts(await send(eventId, importId, rows))).toEqual({
      created: [],
      present: [3],
      before: [2, 4],
    });
    expect(await countOf(eventId)).toBe(2);
  });

  it('refuses a malformed batch as a whole', async () => {
    const { eventId, setup } = await eventWithForms();
    const f = setup.fields;
    const bad = async (rows: ImportRow[], importId = uuidv7()) =>
      refusal(send(eventId, importId, rows), CODE.invalidArgument);
    expect(await bad([row(f, 1)], 'not-a-uuid')).toMatch(/^importId: /);
    expect(await bad([])).toMatch(/^rows: /);
    expect(await bad([row(f, 1), row(f, 1)])).toMatch(/^rows: /);
    expect(await bad([row(f, 0)])).toMatch(/^rows: /);
    expect(await bad([row(f, 1, { [uuidv7()]: 'x' })])).toMatch(/^rows\[0\]\.registration: /);
    expect(await countOf(eventId)).toBe(0);
    const { eventId: bare } = await newEvent(ctx.server, session, 'No forms');
    await refusal(send(bare, uuidv7(), [row(f, 1)]), CODE.failedPrecondition);
  });

  it("refuses another organiser's event, dry run and import alike", async () => {
    const { eventId, setup } = await eventWithForms();
    const intruder = await newOrganiser(ctx.server);
    for (const dryRun of [true, false]) {
      await refusal(
        clients().participants.importParticipants(
          { eventId, importId: uuidv7(), rows: [row(setup.fields, 1)], dryRun },
          as(intruder),
        ),
        CODE.notFound,
      );
    }
    expect(await countOf(eventId)).toBe(0);
  });
});
