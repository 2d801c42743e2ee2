// The participants read path and export: the compact snapshot with its resume token, the CSV
// answer of ExportToCSV and the signed download link, read back with a CSV library the way
// a spreadsheet would split it; file answers are links signed for a week that open the file
// of an unpublished event over plain HTTP.
import { parse } from 'csv-parse/sync';
import { decodeJwt } from 'jose';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import {
  participantsSnapshotPath,
  participantOfRow,
} from '../../../src/common/participantsSnapshot';
import type { SnapshotHeader, SnapshotRow } from '../../../src/common/participantsSnapshot';
import { LIVE_TARGETS } from '../../../src/common/liveTargets';
import { ExportLinks } from '../../../src/server/areas/participants/exportLink';
import { EXPORT_INLINE_ROWS } from '../../../src/server/areas/participants/exportCsv';
import { DOWNLOAD_LINK_DAYS, ResourceSignatures } from '../../../src/server/areas/files';
import { as, newEvent, newOrganiser, serverPerFile } from '../support/harness';
import { uploadedImage } from '../support/filesHarness';
import { registrationSetup } from '../support/participantsSetup';
import type { RegistrationSetup } from '../support/participantsSetup';

jest.setTimeout(60_000);

const readCsv = (text: string): string[][] =>
  parse(text, { delimiter: ';', bom: true, relax_column_count: false });

describe('participants read path and export', () => {
  const ctx = serverPerFile();
  let session: Awaited<ReturnType<typeof newOrganiser>>;
  let eventId: string;
  let setup: RegistrationSetup;
  const created: string[] = [];

  beforeAll(async () => {
    session = await newOrganiser(ctx.server);
    ({ eventId } = await newEvent(ctx.server, session, 'Export event'));
    setup = await registrationSetup(ctx.server, session, eventId);
    const { fio, phone, email, survey } = setup.fields;
    const people: [string, string, string][] = [
      ['Иванов Иван', '+7(999) 123-45-67', 'ivan@example.ru'],
      ['=HYPERLINK("http://evil")', '8(900) 000-00-00', 'semi;colon@example.ru'],
      ['Анна "Аня" Ли', '8(900) 000-00-01', 'anna@example.ru'],
    ];
    for (const [name, tel, mail] of people) {
      const { clientId } = await ctx.server.clients.participants.create(
        {
          eventId,
          clientId: uuidv7(),
          registrationFormData: [
            { fieldId: fio, value: name },
            { fieldId: phone, value: tel },
            { fieldId: email, value: mail },
          ],
        },
        as(session),
      );
      created.push(clientId);
    }
    await ctx.server.clients.participants.update(
      {
        eventId,
        clientId: created[0]!,
        formId: 'basic_survey_form',
        fieldResultId: survey,
        value: 'Доклады,Кофе',
      },
      as(session),
    );
    await ctx.server.clients.participants.clientSuspended(
      { eventId, clientId: created[2]! },
      as(session),
    );
  });

  // The form's ФИО and Телефон are what Имя and Телефон hold: one column each (issue 30, 19).
  const EXPECTED_ROWS = [
    [
      'Имя',
      'E-mail',
      'Фото',
      'Что интересно',
      'Телефон',
      'Дата регистрации (UTC)',
      'Приостановлен',
    ],
    ['Иванов Иван', 'ivan@example.ru', '', 'Доклады,Кофе', "'+7(999) 123-45-67"],
    ['\'=HYPERLINK("http://evil")', 'semi;colon@example.ru', '', '', '8(900) 000-00-00'],
    ['Анна "Аня" Ли', 'anna@example.ru', '', '', '8(900) 000-00-01'],
  ];

  it('answers ExportToCSV with the CSV text: one column per field, Cyrillic intact, formulas defused', async () => {
    const answer = await ctx.server.clients.participants.exportToCSV({ eventId }, as(session));
    const rows = readCsv(answer.dataCsv);
    expect(rows[0]).toEqual(EXPECTED_ROWS[0]);
    expect(rows.slice(1).map((r) => r.slice(0, 5))).toEqual(EXPECTED_ROWS.slice(1));
    expect(rows.slice(1).map((r) => r[5])).toEqual(
      rows.slice(1).map(() => expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/)),
    );
    expect(rows.slice(1).map((r) => r[6])).toEqual(['', '', 'да']);
    expect(answer.downloadUrl).toMatch(/^http:\/\/console\.test\/api\/v1\/participants_export\//);
  });

  it("writes the registration date in the event's zone, named, and file answers as links", async () => {
    const zone = 'Asia/Kolkata';
    const zonedEvent = uuidv7();
    await ctx.server.clients.events.createEvent(
      { eventId: zonedEvent, title: 'Zoned export', language: '', timeZone: zone },
      as(session),
    );
    const { fio, phone, email, avatar } = (await registrationSetup(ctx.server, session, zonedEvent))
      .fields;
    const photo = await uploadedImage(ctx.server, session, zonedEvent);
    const wallClock = () =>
      new Intl.DateTimeFormat('sv-SE', {
        timeZone: zone,
        dateStyle: 'short',
        timeStyle: 'short',
      }).format(new Date());
    const before = wallClock();
    await ctx.server.clients.participants.create(
      {
        eventId: zonedEvent,
        clientId: uuidv7(),
        registrationFormData: [
          { fieldId: fio, value: 'Ravi' },
          { fieldId: phone, value: '+7(999) 000-00-09' },
          { fieldId: email, value: 'ravi@example.in' },
          { fieldId: avatar, value: photo },
        ],
      },
      as(session),
    );
    const after = wallClock();
    const answer = await ctx.server.clients.participants.exportToCSV(
      { eventId: zonedEvent },
      as(session),
    );
    const [header, row] = readCsv(answer.dataCsv);
    const dateAt = header!.indexOf(`Дата регистрации (${zone})`);
    expect(dateAt).toBeGreaterThan(0);
    expect([before, after]).toContain(row![dateAt]);
    // The event is not published: its file is served only with a signature, which the link
    // carries for DOWNLOAD_LINK_DAYS, so a click in the spreadsheet opens it over plain HTTP.
    const link = row![header!.indexOf('Фото')]!;
    const signed = new RegExp(
      `^http://console\\.test/api/v1/event_resources/${zonedEvent}/${photo}\\?sig=(\\d+)\\.[\\w-]+$`,
    ).exec(link);
    expect(signed).not.toBeNull();
    const days = (Number(signed![1]) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(DOWNLOAD_LINK_DAYS);
    expect(days).toBeLessThanOrEqual(DOWNLOAD_LINK_DAYS + 1 / 24);
    const local = (url: string) => url.replace('http://console.test', ctx.server.baseUrl);
    const file = await fetch(local(link));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(0);

    // Without the signature, with a made-up one, with one of another file, or past its expiry:
    // refused like a file that does not exist.
    const bare = link.split('?')[0]!;
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = new ResourceSignatures(ctx.server.app.config.secret).sign(
      zonedEvent,
      photo,
      past,
    );
    const otherFile = await uploadedImage(ctx.server, session, zonedEvent);
    const misused = link.replace(photo, otherFile);
    for (const url of [
      bare,
      `${bare}?sig=${signed![1]}.${'A'.repeat(43)}`,
      misused,
      `${bare}?sig=${expired}`,
    ]) {
      const res = await fetch(local(url));
      await res.arrayBuffer();
      expect(`${url}: ${res.status}`).toBe(`${url}: 404`);
    }
  });

  it('streams the same rows from the signed link, with a byte order mark for Excel', async () => {
    const answer = await ctx.server.clients.participants.exportToCSV({ eventId }, as(session));
    const res = await fetch(answer.downloadUrl.replace('http://console.test', ctx.server.baseUrl));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="participants-\d{4}-\d\d-\d\d\.csv"/,
    );
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(readCsv(bytes.toString('utf8'))).toEqual(readCsv(answer.dataCsv));
  });

  it("signs files for the console's own download for a week, for its images an hour", async () => {
    const { eventId: unpublished } = await newEvent(ctx.server, session, 'Signed');
    const photo = await uploadedImage(ctx.server, session, unpublished);
    const sign = (forDownload: boolean) =>
      ctx.server.clients.files.signFiles(
        { eventId: unpublished, fileIds: [photo], forDownload },
        as(session),
      );
    const hours = async (forDownload: boolean) => {
      const { signatures, expiresAt } = await sign(forDownload);
      const url = `${ctx.server.baseUrl}/api/v1/event_resources/${unpublished}/${photo}?sig=${signatures[photo]}`;
      const res = await fetch(url);
      await res.arrayBuffer();
      expect(res.status).toBe(200);
      return (Number(expiresAt) - Date.now() / 1000) / 3600;
    };
    expect(await hours(false)).toBeLessThanOrEqual(1);
    const week = await hours(true);
    expect(week).toBeGreaterThan(DOWNLOAD_LINK_DAYS * 24);
    expect(week).toBeLessThanOrEqual(DOWNLOAD_LINK_DAYS * 24 + 1);
  });

  it('refuses a forged, altered or expired link as not found', async () => {
    const answer = await ctx.server.clients.participants.exportToCSV({ eventId }, as(session));
    const token = answer.downloadUrl.split('/').at(-1)!;
    const other = await newEvent(ctx.server, await newOrganiser(ctx.server), 'Other');
    const sid = String(decodeJwt(session.idToken).sid);
    const links = new ExportLinks('not the secret', ctx.server.baseUrl);
    const expired = new ExportLinks(ctx.server.app.config.secret, ctx.server.baseUrl).issue(
      { eventId, lang: 'ru', sid },
      Date.now() - 10 * 60_000,
    );
    const urls = [
      links.issue({ eventId, lang: 'ru', sid }),
      expired,
      `${ctx.server.baseUrl}/api/v1/participants_export/${token.replace(eventId, other.eventId)}`,
      `${ctx.server.baseUrl}/api/v1/participants_export/${token.slice(0, -2)}`,
    ];
    for (const url of urls) {
      const res = await fetch(url);
      await res.arrayBuffer();
      expect(`${url}: ${res.status}`).toBe(`${url}: 404`);
    }
  });

  it('opens the list from one compact snapshot, then only the changes since its token', async () => {
    const res = await fetch(`${ctx.server.baseUrl}${participantsSnapshotPath(eventId)}`, {
      headers: { 'access-token': session.idToken, 'accept-encoding': 'gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const [first, ...lines] = (await res.text()).trimEnd().split('\n');
    const header = JSON.parse(first!) as SnapshotHeader;
    const rows = lines.map((l) => JSON.parse(l) as SnapshotRow);
    expect(rows.map((r) => r[0])).toEqual(created);
    const ivan = participantOfRow(header, rows[0]!);
    expect(ivan).toMatchObject({
      clientId: created[0],
      firstName: 'Иванов Иван',
      clientPhone: '+7(999) 123-45-67',
      clientSuspended: false,
    });
    expect(ivan.forms.basic_survey_form).toEqual([
      expect.objectContaining({ fieldId: setup.fields.survey, value: 'Доклады,Кофе' }),
    ]);
    expect(participantOfRow(header, rows[2]!).clientSuspended).toBe(true);

    // Resumed from the snapshot's token, the live target sends nothing until something changes.
    const live = await ctx.connect(session);
    const target = await live.listen(
      1,
      LIVE_TARGETS.participants.path({ eventId }),
      header.resumeToken,
    );
    expect(target.changes).toEqual([]);
    await ctx.server.clients.participants.clientUnSuspended(
      { eventId, clientId: created[2]! },
      as(session),
    );
    await live.until(() => target.docs.has(created[2]!));
    const d = target.docs.get(created[2]!)?.doc;
    expect(d?.case === 'participant' && d.value.clientSuspended).toBe(false);
    expect(target.changes.map((c) => c.docId)).toEqual([created[2]]);
  });

  it("refuses the snapshot without a session and for another organiser's event", async () => {
    const url = `${ctx.server.baseUrl}${participantsSnapshotPath(eventId)}`;
    const b = await newOrganiser(ctx.server);
    const answers: [Record<string, string>, number][] = [
      [{}, 403],
      [{ 'access-token': 'garbage' }, 403],
      [{ 'access-token': b.idToken }, 404],
    ];
    for (const [headers, status] of answers) {
      const res = await fetch(url, { headers });
      expect({ status: res.status, body: await res.text() }).toEqual({
        status,
        body: expect.not.stringContaining(created[0]!),
      });
    }
    const bad = await fetch(`${ctx.server.baseUrl}${participantsSnapshotPath('abc')}`, {
      headers: { 'access-token': session.idToken },
    });
    expect(bad.status).toBe(400);
  });

  it('exports a large event only by link, streamed page by page', async () => {
    const big = await newEvent(ctx.server, session, 'Large');
    const rows = EXPORT_INLINE_ROWS + 1;
    await ctx.server.app.database.db.execute(sql`
      INSERT INTO participants (id, event_id, first_name, client_phone)
      SELECT gen_random_uuid(), ${big.eventId}::uuid, 'Участник ' || n, '8(900) 000-00-00'
      FROM generate_series(1, ${rows}) AS n`);
    const answer = await ctx.server.clients.participants.exportToCSV(
      { eventId: big.eventId },
      as(session),
    );
    expect(answer.dataCsv).toBe('');
    const res = await fetch(answer.downloadUrl.replace('http://console.test', ctx.server.baseUrl));
    const records = readCsv(await res.text());
    expect(records).toHaveLength(rows + 1);
    expect(new Set(records.slice(1).map((r) => r[0])).size).toBe(rows);
    expect(records.slice(1).every((r) => /^Участник \d+$/.test(r[0]!))).toBe(true);
  });
});
