// The public path under hostile input and without permission: odd keys, paths and Host
// headers never break the server (no 5xx), never reveal an unpublished event, and write
// nothing; an organiser's own token opens no unpublished event on the public path either.
import { request } from 'node:http';
import { sql } from 'drizzle-orm';
import type { Session } from '../../../generated/manager/auth_pb';
import { PUBLIC_API_PATH, publicEventPath } from '../../../src/common/publicEvent';
import { publicTextsPath } from '../../../src/common/publicTexts';
import { v7 as uuidv7 } from 'uuid';
import { as, newEvent, newOrganiser, startServer } from '../support/harness';
import type { TestServer } from '../support/harness';

let server: TestServer;
let a: Session;
let hidden: { eventId: string; key: string };

beforeAll(async () => {
  server = await startServer();
  a = await newOrganiser(server);
  hidden = await newEvent(server, a, 'Hidden draft');
  // It asks for registration: the public path must still show nothing of it.
  await server.clients.forms.upsertForm(
    { eventId: hidden.eventId, formId: 'registration', name: 'Reg', requiredForm: true },
    as(a),
  );
  // And a text of its own, which no texts document may carry.
  await server.clients.speakers.createSpeaker(
    { eventId: hidden.eventId, speakerId: uuidv7(), name: 'Ghost', bio: '<p>Hidden bio</p>' },
    as(a),
  );
  await server.app.database.db.execute(
    sql`UPDATE events SET domain = 'draft.hostile.test', domain_verified = true WHERE id = ${hidden.eventId}`,
  );
});
afterAll(() => server?.stop());

function raw(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  const url = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const changeCount = async () =>
  Number(
    (
      (await server.app.database.db.execute(sql`SELECT count(*) AS n FROM changes`)) as unknown as {
        rows: { n: string }[];
      }
    ).rows[0]?.n,
  );

const ODD_SEGMENTS = [
  'ab',
  'a'.repeat(21),
  'x'.repeat(5000),
  '%00%00',
  '..%2F..%2Fetc%2Fpasswd',
  '%E2%80%AE',
  '%F0%9F%8E%89',
  'Hidden-Draft',
  "key'OR'1'='1",
  '%3Cscript%3E',
  'api',
  'a',
  '%',
];

describe('the public path under hostile input', () => {
  it('answers odd keys and paths without a server error and without hidden data', async () => {
    const before = await changeCount();
    for (const segment of ODD_SEGMENTS) {
      for (const path of [
        `/${segment}/`,
        `/${segment}/${segment}`,
        `${PUBLIC_API_PATH}/events/${segment}`,
        `${PUBLIC_API_PATH}/events/${segment}/manifest.webmanifest`,
        `${PUBLIC_API_PATH}/events/${segment}/texts/speakers`,
        `${PUBLIC_API_PATH}/events/${segment}/texts/${segment}`,
        `${PUBLIC_API_PATH}/events/${hidden.key}/texts/${segment}`,
        `${PUBLIC_API_PATH}/events/${segment}/feedbacks`,
        `${PUBLIC_API_PATH}/events/${segment}/registration`,
        `${PUBLIC_API_PATH}/events/${segment}/registration/me`,
      ]) {
        const res = await raw(path, { accept: 'text/html', host: 'console.test' });
        expect(res.status).toBeLessThan(500);
        expect(res.body).not.toContain('Hidden draft');
        expect(res.body).not.toContain('Hidden bio');
        expect(res.body).not.toContain(hidden.eventId);
      }
    }
    expect(await changeCount()).toBe(before);
  });

  it('answers odd Host headers, and a domain of an unpublished event, with no app', async () => {
    for (const host of [
      'draft.hostile.test',
      'DRAFT.HOSTILE.TEST',
      'draft.hostile.test.',
      'draft.hostile.test:443',
      '',
      'x'.repeat(300),
      '[::1]',
      "a'b",
    ]) {
      const res = await raw('/', { accept: 'text/html', host });
      expect(res.status).toBeLessThan(500);
      expect(res.body).not.toContain('data-event-key');
      expect(res.body).not.toContain('Hidden draft');
    }
  });

  it('stores no feedback for odd keys, forms and bodies, and answers none with a 5xx', async () => {
    const before = await changeCount();
    const bodies = [
      '',
      'null',
      '[]',
      '{"id":"x"}',
      '{"id":"01a20bd1-4571-7708-83e1-6d84b50a97da","answers":{}}',
      `{"id":"01a20bd1-4571-7708-83e1-6d84b50a97da","answers":[{"fieldId":"${'x'.repeat(5000)}","value":""}]}`,
      '{"__proto__":{"id":1}}',
      '{',
    ];
    for (const key of [hidden.key, ...ODD_SEGMENTS]) {
      for (const formId of ['feedback_day-one', 'registration', '..%2F', 'x'.repeat(300)]) {
        for (const body of bodies) {
          const res = await fetch(
            `${server.baseUrl}${PUBLIC_API_PATH}/events/${key}/feedbacks/${formId}`,
            { method: 'POST', headers: { 'content-type': 'application/json' }, body },
          );
          expect(res.status).toBeLessThan(500);
          expect(await res.text()).not.toContain(hidden.eventId);
        }
      }
    }
    expect(await changeCount()).toBe(before);
  });

  it('sends no code and creates no participant for odd keys and bodies', async () => {
    const before = await changeCount();
    const id = '01a20bd1-4571-7708-83e1-6d84b50a97da';
    const bodies = [
      '',
      'null',
      '[]',
      '{"phone":"+7(999) 123-45-67"}',
      '{"phone":["x"]}',
      '{"answers":[],"survey":[]}',
      `{"answers":[{"fieldId":"${'x'.repeat(5000)}","value":""}],"survey":[]}`,
      `{"requestId":"${id}","code":"123456"}`,
      `{"requestId":"${id}","code":"${'9'.repeat(5000)}"}`,
      '{"__proto__":{"phone":"+7(999) 123-45-67"}}',
      '{',
    ];
    for (const key of [hidden.key, ...ODD_SEGMENTS]) {
      for (const step of ['start', 'confirm']) {
        for (const body of bodies) {
          const res = await fetch(
            `${server.baseUrl}${PUBLIC_API_PATH}/events/${key}/registration/${step}`,
            { method: 'POST', headers: { 'content-type': 'application/json' }, body },
          );
          expect(res.status).toBeLessThan(500);
          expect(await res.text()).not.toContain(hidden.eventId);
        }
      }
      const me = await fetch(`${server.baseUrl}${PUBLIC_API_PATH}/events/${key}/registration/me`, {
        headers: { authorization: `Bearer ${hidden.eventId}.${id}.9999999999.AAAA` },
      });
      expect(me.status).toBeLessThan(500);
    }
    const codes = (await server.app.database.db.execute(
      sql`SELECT count(*) AS n FROM registration_codes`,
    )) as unknown as { rows: { n: string }[] };
    expect(Number(codes.rows[0]?.n)).toBe(0);
    expect(await changeCount()).toBe(before);
  });

  it("opens no unpublished event to its own organiser's token on the public path", async () => {
    const headers = { ...as(a).headers, accept: 'application/json' };
    const api = await fetch(`${server.baseUrl}${publicEventPath(hidden.key)}`, { headers });
    expect(api.status).toBe(404);
    expect(await api.text()).not.toContain('Hidden draft');
    const texts = await fetch(`${server.baseUrl}${publicTextsPath(hidden.key, 'speakers')}`, {
      headers,
    });
    expect(texts.status).toBe(404);
    expect(await texts.text()).not.toContain('Hidden bio');
    const page = await fetch(`${server.baseUrl}/${hidden.key}/`, {
      headers: { ...headers, accept: 'text/html' },
    });
    expect(page.status).toBe(404);
  });
});
