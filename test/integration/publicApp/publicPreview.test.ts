// The organiser's preview of an unpublished event (issue 13) over real HTTP: the credential
// PreviewToken mints opens that event's app page and snapshot for its own organiser only, for
// a few minutes, and nothing of it is ever kept or served on the public path.
import { decodeJwt } from 'jose';
import type { Session } from '../../../generated/manager/auth_pb';
import { PREVIEW_HEADER, PREVIEW_QUERY } from '../../../src/common/preview';
import { publicEventPath } from '../../../src/common/publicEvent';
import type { PublicEvent } from '../../../src/common/publicEvent';
import { PreviewTokens } from '../../../src/server/areas/publicApp/previewTokens';
import { as, newEvent, newOrganiser, refusal, startServer } from '../support/harness';
import type { TestServer } from '../support/harness';

jest.setTimeout(30_000);

const CODE = { notFound: 5, permissionDenied: 7 };

let server: TestServer;
let a: Session;
let b: Session;
/** How far the server's clock runs ahead of the test's. */
let skewMs = 0;

beforeAll(async () => {
  server = await startServer({}, { now: () => new Date(Date.now() + skewMs) });
  a = await newOrganiser(server);
  b = await newOrganiser(server);
});
afterAll(() => server?.stop());
afterEach(() => {
  skewMs = 0;
});

const pageOf = (key: string, token?: string) =>
  fetch(`${server.baseUrl}/${key}/${token === undefined ? '' : `?${PREVIEW_QUERY}=${token}`}`, {
    headers: { accept: 'text/html' },
    redirect: 'manual',
  });
const snapshotOf = (key: string, token?: string) =>
  fetch(`${server.baseUrl}${publicEventPath(key)}`, {
    headers: token === undefined ? {} : { [PREVIEW_HEADER]: token },
  });

async function mint(session: Session, eventId: string): Promise<string> {
  return (await server.clients.preview.previewToken({ eventId }, as(session))).token;
}

describe('the preview of an unpublished event', () => {
  it("shows the event's page and data to its organiser, never cached", async () => {
    const ev = await newEvent(server, a, 'Draft preview');
    const token = await mint(a, ev.eventId);

    const page = await pageOf(ev.key, token);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    // The console frames it for its preview panel.
    expect(page.headers.get('content-security-policy')).toContain('frame-ancestors');
    expect(await page.text()).toContain('<title>Draft preview</title>');

    const data = await snapshotOf(ev.key, token);
    expect(data.status).toBe(200);
    expect(data.headers.get('cache-control')).toBe('private, no-store');
    expect(data.headers.get('vary')).toContain(PREVIEW_HEADER);
    expect(((await data.json()) as PublicEvent).title).toBe('Draft preview');
  });

  it('stays hidden from everyone without the credential, before and after a preview', async () => {
    const ev = await newEvent(server, a, 'Secret draft');
    expect((await snapshotOf(ev.key)).status).toBe(404);
    const token = await mint(a, ev.eventId);
    expect((await snapshotOf(ev.key, token)).status).toBe(200);
    expect((await pageOf(ev.key, token)).status).toBe(200);
    // The preview read left nothing in the public cache.
    const hidden = await pageOf(ev.key);
    expect(hidden.status).toBe(404);
    expect(await hidden.text()).not.toContain('Secret draft');
    const data = await snapshotOf(ev.key);
    expect(data.status).toBe(404);
    expect(await data.text()).not.toContain('Secret draft');
  });

  it('stops showing an event once it is unpublished, even after the public cache held it', async () => {
    const ev = await newEvent(server, a, 'Was public');
    await server.clients.events.publish({ eventId: ev.eventId }, as(a));
    expect((await snapshotOf(ev.key)).status).toBe(200);
    await server.clients.events.unpublish({ eventId: ev.eventId }, as(a));
    const until = Date.now() + 5000;
    while ((await snapshotOf(ev.key)).status !== 404 && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect((await snapshotOf(ev.key)).status).toBe(404);
    const token = await mint(a, ev.eventId);
    expect((await snapshotOf(ev.key, token)).status).toBe(200);
    expect((await snapshotOf(ev.key)).status).toBe(404);
  });

  it('cannot be minted by another organiser or without a session', async () => {
    const ev = await newEvent(server, a, 'Not yours');
    expect(
      await refusal(
        server.clients.preview.previewToken({ eventId: ev.eventId }, as(b)),
        CODE.notFound,
      ),
    ).toBe('Event not found.');
    expect(
      await refusal(
        server.clients.preview.previewToken({ eventId: ev.eventId }),
        CODE.permissionDenied,
      ),
    ).toBe('Invalid session.');
  });

  it('opens only the event it was minted for', async () => {
    const first = await newEvent(server, a, 'First draft');
    const second = await newEvent(server, a, 'Second draft');
    const token = await mint(a, first.eventId);
    expect((await snapshotOf(second.key, token)).status).toBe(404);
    expect((await pageOf(second.key, token)).status).toBe(404);
    // B's own credential opens B's event, not A's.
    const own = await newEvent(server, b, 'B draft');
    const bToken = await mint(b, own.eventId);
    expect((await snapshotOf(own.key, bToken)).status).toBe(200);
    expect((await snapshotOf(first.key, bToken)).status).toBe(404);
  });

  it('refuses a forged, altered or re-addressed credential', async () => {
    const ev = await newEvent(server, a, 'Forged draft');
    const token = await mint(a, ev.eventId);
    const [eventId, uid, sid, exp, signature] = token.split('.') as [
      string,
      string,
      string,
      string,
      string,
    ];
    const later = String(Number(exp) + 3600);
    for (const bad of [
      `${eventId}.${uid}.${sid}.${later}.${signature}`,
      `${eventId}.${uid}.${sid}.${exp}.${'A'.repeat(signature.length)}`,
      `${eventId}.${uid}.${sid}.${exp}`,
      'x'.repeat(5000),
    ]) {
      expect((await snapshotOf(ev.key, bad)).status).toBe(404);
      expect((await pageOf(ev.key, encodeURIComponent(bad))).status).toBe(404);
    }
    // Signed with the server's own secret, but for B: the read checks the event is B's.
    const forB = new PreviewTokens(server.app.config.secret).issue(
      { eventId: ev.eventId, uid: b.user!.uid, sid: String(decodeJwt(b.idToken).sid) },
      Date.now(),
    ).token;
    expect((await snapshotOf(ev.key, forB)).status).toBe(404);
  });

  it('expires after ten minutes', async () => {
    const ev = await newEvent(server, a, 'Short-lived');
    const { token, expiresAt } = await server.clients.preview.previewToken(
      { eventId: ev.eventId },
      as(a),
    );
    const left = Number(expiresAt) * 1000 - Date.now();
    expect(left).toBeGreaterThan(9 * 60_000);
    expect(left).toBeLessThanOrEqual(10 * 60_000);
    skewMs = 9 * 60_000;
    expect((await snapshotOf(ev.key, token)).status).toBe(200);
    skewMs = 10 * 60_000 + 1000;
    expect((await snapshotOf(ev.key, token)).status).toBe(404);
    expect((await pageOf(ev.key, token)).status).toBe(404);
  });
});
