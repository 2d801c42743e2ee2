// The public side over real HTTP: the app's page at /{eventKey}/ only for a published event
// (a friendly 404 page otherwise), the public snapshot with exactly the published data, its
// ETag and 304s, a change by the organiser reaching it within seconds, the server-side cache
// serving repeat reads without the database, custom-domain routing by Host, and the console's
// own paths untouched.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { v7 as uuidv7 } from 'uuid';
import type { Session } from '../../../generated/manager/auth_pb';
import { publicEventPath, publicManifestPath } from '../../../src/common/publicEvent';
import type { PublicEvent } from '../../../src/common/publicEvent';
import { readAttendeeBuild } from '../../../src/server/areas/publicApp/pages';
import { CONSOLE_DIR } from '../../../src/server/consoleStatic';
import { photo, put, requestUpload } from '../support/filesHarness';
import { as, eventually, newEvent, newOrganiser, refusal, startServer } from '../support/harness';
import type { TestServer } from '../support/harness';
import { registrationSetup } from '../support/participantsSetup';

let server: TestServer;
let a: Session;

beforeAll(async () => {
  server = await startServer();
  a = await newOrganiser(server);
});
afterAll(() => server?.stop());

const page = (p: string, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}${p}`, {
    headers: { accept: 'text/html', ...headers },
    redirect: 'manual',
  });

async function snapshot(key: string): Promise<PublicEvent> {
  const res = await fetch(`${server.baseUrl}${publicEventPath(key)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as PublicEvent;
}

/** A GET with a chosen Host header (fetch may not set it). */
function getWithHost(p: string, host: string): Promise<{ status: number; body: string }> {
  const url = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path: p, headers: { host, accept: 'text/html' } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** A page asked for brotli with a chosen Host header, as text. */
function compressedWithHost(p: string, host: string): Promise<string> {
  const url = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: p,
        headers: { host, accept: 'text/html', 'accept-encoding': 'br' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          expect(res.headers['content-encoding']).toBe('br');
          resolve(brotliDecompressSync(Buffer.concat(chunks)).toString('utf8'));
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function publishedEvent(title: string) {
  const ev = await newEvent(server, a, title);
  await server.clients.events.publish({ eventId: ev.eventId }, as(a));
  return ev;
}

describe('the attendee app pages', () => {
  it('serves a published event at /{eventKey}/ and a 404 page for an unpublished or unknown one', async () => {
    const ev = await newEvent(server, a, 'Page event');
    const hidden = await page(`/${ev.key}/`, { 'accept-language': 'ru-RU,ru;q=0.9' });
    expect(hidden.status).toBe(404);
    const hiddenHtml = await hidden.text();
    expect(hiddenHtml).toContain('Страница не найдена');
    expect(hiddenHtml).not.toContain('Page event');
    expect((await page('/no-such-event/')).status).toBe(404);
    expect(await (await page('/no-such-event/')).text()).toContain('Page not found');

    await server.clients.events.publish({ eventId: ev.eventId }, as(a));
    const shown = await eventually(
      () => page(`/${ev.key}/`),
      (r) => r.status === 200,
    );
    expect(shown.status).toBe(200);
    const html = await shown.text();
    expect(html).toContain(`data-event-key="${ev.key}"`);
    expect(html).toContain('<title>Page event</title>');
    expect(html).toContain(publicManifestPath(ev.key));
    // A shared link's preview: a description and Open Graph tags naming this page.
    expect(html).toContain('<meta property="og:title" content="Page event">');
    expect(html).toMatch(/<meta name="description" content="[^"]+">/);
    expect(html).toContain(`<meta property="og:url" content="${server.baseUrl}/${ev.key}/">`);
    // Plain paths of the app reach the same page; the bare key gets its trailing slash.
    expect((await page(`/${ev.key}/sponsors`)).status).toBe(200);
    expect((await page(`/${ev.key}/speakers/42`)).status).toBe(200);
    const bare = await page(`/${ev.key}`);
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe(`/${ev.key}/`);

    await server.clients.events.unpublish({ eventId: ev.eventId }, as(a));
    expect(
      (
        await eventually(
          () => page(`/${ev.key}/`),
          (r) => r.status === 404,
        )
      ).status,
    ).toBe(404);
  });

  it('sends a page with a first screen compressed, and lets its inline scripts run', async () => {
    const ev = await publishedEvent('Squeezed page');
    const br = await page(`/${ev.key}/`, { 'accept-encoding': 'gzip, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('accept-encoding');
    const html = await br.text();
    expect(html).toContain('data-first-screen=""');
    expect(html).toContain('<h1 class="title">Squeezed page</h1>');
    const gzip = await page(`/${ev.key}/`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(html);
    const plain = await page(`/${ev.key}/`, { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(html);
    // Its two inline scripts, each named by its hash: the one that notes taps on the first
    // screen's stars, and the one that starts the app's scripts once the screen has painted.
    const scripts = [...html.matchAll(/<script(?![^>]* src=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      ([, text]) => text ?? '',
    );
    expect(scripts).toHaveLength(2);
    expect(scripts[0]).toContain('localStorage');
    expect(scripts[1]).toContain('requestAnimationFrame');
    const hashes = scripts.map(
      (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`,
    );
    const policy = br.headers.get('content-security-policy') ?? '';
    expect(/script-src ([^;]*)/.exec(policy)?.[1]).toBe(`'self' ${hashes.join(' ')}`);
    // The app's own scripts run only through the second, which names them: none is a script
    // element or a preload, so nothing shares the bandwidth of the first paint.
    expect(html).not.toMatch(/<script[^>]* src=/);
    expect(html).not.toContain('rel="preload"');
    const named = /<script data-scripts="([^"]*)">/.exec(html)?.[1] ?? '';
    expect(named.split(' ')).toEqual(readAttendeeBuild().scripts);
    // The stylesheet comes inside the page: its first paint waits for no other request.
    expect(html).not.toContain('rel="stylesheet"');
    const css = readAttendeeBuild().css ?? '';
    expect(css).toContain('.first-screen');
    // With the event's theme colours, which the first screen wears before any script.
    const { colors } = (await snapshot(ev.key)).theme;
    expect(html).toContain(
      `<style>${css}:root[data-theme]{--color-main:${colors.color1};--color-link:${colors.color2};--color-background:${colors.color3}}</style>`,
    );
    expect(/style-src ([^;]*)/.exec(policy)?.[1]).toBe("'self' 'unsafe-inline'");
  });

  it('keeps the stylesheet and deferred scripts on a page without a first screen', async () => {
    const ev = await publishedEvent('Plain page');
    const html = await (await page(`/${ev.key}/sponsors`)).text();
    expect(html).not.toContain('data-first-screen');
    expect(html).not.toContain('<style>');
    for (const href of readAttendeeBuild().styles) {
      expect(html).toContain(`<link rel="stylesheet" href="${href}">`);
    }
    for (const src of readAttendeeBuild().scripts) {
      expect(html).toContain(`<script defer src="${src}"></script>`);
    }
  });

  it("answers the first request after a change from the page prepared at the snapshot's build", async () => {
    const ev = await publishedEvent('Prepared page');
    const pages = async () => {
      const text = await (await fetch(`${server.baseUrl}/metrics`)).text();
      const count = (result: string) =>
        Number(
          new RegExp(`^eventapp_public_pages_total\\{result="${result}"\\} (\\d+)$`, 'm').exec(
            text,
          )?.[1] ?? 0,
        );
      return { ready: count('ready'), made: count('made') };
    };
    // At the product's own address (the test server's PUBLIC_URL is http://console.test).
    const atOwnAddress = (p: string) => compressedWithHost(p, 'console.test');
    for (const title of ['Prepared page, renamed', 'Prepared page, renamed again']) {
      await server.clients.events.updateEvent({ eventId: ev.eventId, key: ev.key, title }, as(a));
      const before = await pages();
      const home = await atOwnAddress(`/${ev.key}/`);
      const schedule = await atOwnAddress(`/${ev.key}/schedule`);
      expect(home).toContain(`<title>${title}</title>`);
      expect(home).toContain(`<meta property="og:url" content="http://console.test/${ev.key}/">`);
      expect(schedule).toContain(`<title>${title}</title>`);
      expect(schedule).toContain('data-first-screen="schedule"');
      expect(await pages()).toEqual({ ready: before.ready + 2, made: before.made });
    }
    // At another address the page is made for its first request, then kept.
    const before = await pages();
    const elsewhere = (await page(`/${ev.key}/`, { 'accept-encoding': 'br' })).headers;
    expect(elsewhere.get('content-encoding')).toBe('br');
    await page(`/${ev.key}/`, { 'accept-encoding': 'br' });
    expect(await pages()).toEqual({ ready: before.ready + 1, made: before.made + 1 });
  });

  it('gives an archived event the 404 page', async () => {
    const ev = await publishedEvent('Archived event');
    expect((await page(`/${ev.key}/`)).status).toBe(200);
    await server.clients.events.unpublish({ eventId: ev.eventId }, as(a));
    await server.clients.events.toArchive({ eventId: ev.eventId }, as(a));
    await server.app.database.db.execute(
      sql`UPDATE events SET published_at = now() WHERE id = ${ev.eventId}`,
    );
    // The console refuses to archive a published event; should a row still hold both, archived wins.
    const res = await eventually(
      () => page(`/${ev.key}/`),
      (r) => r.status === 404,
    );
    expect(res.status).toBe(404);
    expect((await fetch(`${server.baseUrl}${publicEventPath(ev.key)}`)).status).toBe(404);
  });

  it("leaves the console's paths to the console, and no event may take one as its key", async () => {
    const consoleBuilt = existsSync(path.join(CONSOLE_DIR, 'index.html'));
    for (const p of ['/', '/signin', '/new', '/edit/some-event/design', '/settings']) {
      const res = await page(p);
      const body = await res.text();
      expect(body).not.toContain('data-event-key');
      expect(body).not.toContain('class="not-found"');
      if (consoleBuilt) expect(res.status).toBe(200);
    }
    const ev = await newEvent(server, a, 'Key event');
    const message = await refusal(
      server.clients.events.updateEvent({ eventId: ev.eventId, key: 'SignIn' }, as(a)),
      6,
    );
    expect(message).toMatch(/^key: /);
    // A title that would make a reserved key gets another one.
    const created = await server.clients.events.createEvent(
      { eventId: uuidv7(), title: 'New', language: '' },
      as(a),
    );
    expect(created.filteredEventKey.toLowerCase()).not.toBe('new');
  });

  it('serves the app at any path of a verified custom domain, by Host', async () => {
    const ev = await publishedEvent('Domain event');
    await server.app.database.db.execute(
      sql`UPDATE events SET domain = 'app.domain-event.test', domain_verified = true WHERE id = ${ev.eventId}`,
    );
    const home = await getWithHost('/', 'app.domain-event.test');
    expect(home.status).toBe(200);
    expect(home.body).toContain(`data-event-key="${ev.key}"`);
    expect(home.body).toContain('data-base="/"');
    expect((await getWithHost('/sponsors', 'app.domain-event.test')).body).toContain(
      'data-base="/"',
    );
    // An unverified domain is nobody's app.
    await server.app.database.db.execute(
      sql`UPDATE events SET domain = 'pending.domain-event.test', domain_verified = false WHERE id = ${ev.eventId}`,
    );
    const pending = await getWithHost('/', 'pending.domain-event.test');
    expect(pending.body).not.toContain('data-event-key');
  });
});

describe('the public snapshot', () => {
  it('carries the published content with its wording, theme, menu, footer and parties', async () => {
    const ev = await publishedEvent('Snapshot event');
    await server.clients.events.setTheme(
      {
        eventId: ev.eventId,
        theme: 'light',
        themeConfig: { color1: '#112233', color2: '#445566', color3: '#FFFFFF' },
      },
      as(a),
    );
    await server.clients.events.setShowMenuItems(
      { eventId: ev.eventId, showMenuItems: { schedule: false, sponsors: true } },
      as(a),
    );
    await server.clients.translations.upsertTranslate(
      { eventId: ev.eventId, key: 'tr.sponsors', value: 'Партнёры' },
      as(a),
    );
    await server.clients.events.updateEventPreferenceByKey(
      { eventId: ev.eventId, key: 'ui.locale', preference: { payload: { value: 'en-US' } } },
      as(a),
    );
    await server.clients.events.updateEventPreferenceByKey(
      {
        eventId: ev.eventId,
        key: 'ui.footer_visible',
        preference: { payload: { value: 'false' } },
      },
      as(a),
    );
    await server.clients.events.addSponsor(
      { eventId: ev.eventId, sponsorId: uuidv7(), name: 'Acme', logoId: '' },
      as(a),
    );
    await server.clients.events.addOrgInfo(
      { eventId: ev.eventId, orgInfoId: uuidv7(), name: 'Org team', logoId: '' },
      as(a),
    );
    const s = await eventually(
      () => snapshot(ev.key),
      (v) => v.sponsors.length === 1 && v.organizers.length === 1 && !v.footer.visible,
    );
    expect(s.title).toBe('Snapshot event');
    expect(s.eventKey).toBe(ev.key);
    expect(s.theme).toEqual({
      name: 'light',
      colors: { color1: '#112233', color2: '#445566', color3: '#FFFFFF' },
    });
    expect(s.menu).not.toContain('schedule');
    expect(s.menu).toContain('sponsors');
    expect(s.wording['tr.sponsors']).toBe('Партнёры');
    // Keys the event did not translate fall back to the default keys in its language (ru).
    expect(s.wording['tr.speakers']).toBe('Спикеры');
    expect(s.dateLocale).toBe('en-US');
    expect(s.sponsors.map((p) => p.name)).toEqual(['Acme']);
    expect(s.organizers.map((p) => p.name)).toEqual(['Org team']);

    const manifest = (await (
      await fetch(`${server.baseUrl}${publicManifestPath(ev.key)}`)
    ).json()) as { name: string; start_url: string; theme_color: string };
    expect(manifest).toMatchObject({
      name: 'Snapshot event',
      start_url: `/${ev.key}/`,
      theme_color: '#FFFFFF',
    });
  });

  it('draws a default icon from the colours and initials until one is uploaded', async () => {
    const ev = await publishedEvent('Белые ночи');
    await server.clients.events.setTheme(
      {
        eventId: ev.eventId,
        theme: 'light',
        themeConfig: { color1: '#0B3D91', color2: '#1A1A1A', color3: '#F4E8C1' },
      },
      as(a),
    );
    await eventually(
      () => snapshot(ev.key),
      (v) => v.theme.colors.color3 === '#F4E8C1',
    );
    const manifest = (await (
      await fetch(`${server.baseUrl}${publicManifestPath(ev.key)}`)
    ).json()) as { icons: { sizes: string; src: string; type: string }[] };
    expect(manifest.icons.map((i) => [i.sizes, i.type])).toEqual([
      ['192x192', 'image/png'],
      ['512x512', 'image/png'],
    ]);
    for (const [i, size] of [192, 512].entries()) {
      const res = await fetch(`${server.baseUrl}${manifest.icons[i]?.src ?? '/none'}`);
      expect(res.headers.get('content-type')).toBe('image/png');
      const png = sharp(Buffer.from(await res.arrayBuffer()));
      expect(await png.metadata()).toMatchObject({ width: size, height: size });
      const { data, info } = await png.raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [
        ...data.subarray((y * info.width + x) * info.channels).subarray(0, 3),
      ];
      // The corner is the background colour; the middle has the initials in the main colour.
      expect(pixel(2, 2)).toEqual([0xf4, 0xe8, 0xc1]);
      const ink = [0x0b, 0x3d, 0x91];
      let inked = 0;
      for (let y = 0; y < size; y += 4) {
        for (let x = 0; x < size; x += 4) {
          if (pixel(x, y).every((c, k) => Math.abs(c - (ink[k] ?? 0)) < 8)) inked += 1;
        }
      }
      expect(inked).toBeGreaterThan(50);
    }
    expect((await fetch(`${server.baseUrl}${publicEventPath(ev.key)}/icon-64.png`)).status).toBe(
      404,
    );
    expect(await (await page(`/${ev.key}/`)).text()).toContain(
      `<link rel="icon" href="${publicEventPath(ev.key)}/icon-192.png">`,
    );
  });

  it('gives the manifest the uploaded icon sizes and the parties their served logos', async () => {
    const ev = await publishedEvent('Icon event');
    const upload = async (role: string, width: number, height: number) => {
      const res = await requestUpload(server, a, ev.eventId, {
        role,
        name: 'image.png',
        contentType: 'image/png',
      });
      const answer = await put(server, res.uploadLink, await photo(width, height, 'png'));
      expect(answer.body.status).toBe('ok');
      return res.fileId;
    };
    const iconId = await upload('event__icons', 600, 600);
    const logoId = await upload('sponsor_logo', 400, 200);
    await server.clients.events.updateEvent(
      { eventId: ev.eventId, key: ev.key, iconFileId: iconId },
      as(a),
    );
    await server.clients.events.addSponsor(
      { eventId: ev.eventId, sponsorId: uuidv7(), name: 'Logo Inc', logoId },
      as(a),
    );
    const s = await eventually(
      () => snapshot(ev.key),
      (v) => v.icons.length > 0 && v.sponsors.length === 1,
    );
    const manifest = (await (
      await fetch(`${server.baseUrl}${publicManifestPath(ev.key)}`)
    ).json()) as { icons: { sizes: string; src: string; type: string }[] };
    expect(manifest.icons.map((i) => i.sizes)).toEqual(
      expect.arrayContaining(['150x150', '512x512']),
    );
    expect(manifest.icons.every((i) => i.type === 'image/png')).toBe(true);
    const icon512 = manifest.icons.find((i) => i.sizes === '512x512');
    expect((await fetch(`${server.baseUrl}${icon512?.src ?? '/none'}`)).status).toBe(200);
    const logo = s.sponsors[0]?.logo;
    expect(logo?.widths._size_w150).toBeDefined();
    expect((await fetch(`${server.baseUrl}${logo?.src ?? '/none'}`)).status).toBe(200);
  });

  it('never carries the owner, the domain records, private preferences or other texts', async () => {
    const ev = await publishedEvent('Private bits');
    const db = server.app.database.db;
    await db.execute(
      sql`INSERT INTO preferences (event_id, key, payload) VALUES (${ev.eventId}, 'internal.secret', '{"value":"pref-secret-1"}')`,
    );
    await server.clients.translations.upsertTranslate(
      { eventId: ev.eventId, key: 'speakers.hidden.bio', value: 'translation-secret-2' },
      as(a),
    );
    await db.execute(
      sql`UPDATE events SET dns_records = '[{"type":"TXT","domain":"x","answer":"dns-secret-3"}]'::jsonb, domain = 'pending.private.test' WHERE id = ${ev.eventId}`,
    );
    await server.clients.events.updateEvent(
      { eventId: ev.eventId, key: ev.key, slogan: 'Public slogan' },
      as(a),
    );
    const res = await eventually(
      () => fetch(`${server.baseUrl}${publicEventPath(ev.key)}`).then((r) => r.text()),
      (t) => t.includes('Public slogan'),
    );
    const [owner] = (
      (await db.execute(sql`SELECT user_id FROM events WHERE id = ${ev.eventId}`)) as unknown as {
        rows: { user_id: string }[];
      }
    ).rows;
    for (const secret of [
      'pref-secret-1',
      'translation-secret-2',
      'dns-secret-3',
      'pending.private.test',
      owner?.user_id ?? 'no owner',
    ]) {
      expect(res).not.toContain(secret);
    }
  });

  it("answers 304 to a matching ETag and shows the organiser's change on the next read", async () => {
    const ev = await publishedEvent('Etag event');
    const first = await fetch(`${server.baseUrl}${publicEventPath(ev.key)}`);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await fetch(`${server.baseUrl}${publicEventPath(ev.key)}`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    await server.clients.events.updateEvent(
      { eventId: ev.eventId, key: ev.key, title: 'Renamed event' },
      as(a),
    );
    expect((await snapshot(ev.key)).title).toBe('Renamed event');
    const after = await fetch(`${server.baseUrl}${publicEventPath(ev.key)}`, {
      headers: { 'if-none-match': etag },
    });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
  });

  it("reads the organiser's publish at once, even when the change notification is lost", async () => {
    const ev = await newEvent(server, a, 'Publish and open');
    // The unpublished event's answer is cached (null) on the first read.
    expect((await fetch(`${server.baseUrl}${publicEventPath(ev.key)}`)).status).toBe(404);
    // Every LISTEN connection of this database is cut: the notification of the publish is lost
    // (they come back a second later), so only the write itself can tell the cache.
    const cut = (await server.app.database.db.execute(
      sql`SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
    )) as unknown as { rows: { ended: boolean }[] };
    expect(cut.rows.length).toBeGreaterThan(0);
    await server.clients.events.publish({ eventId: ev.eventId }, as(a));
    expect((await snapshot(ev.key)).title).toBe('Publish and open');
    await server.clients.events.updateEvent(
      { eventId: ev.eventId, key: ev.key, title: 'Renamed at once' },
      as(a),
    );
    expect((await snapshot(ev.key)).title).toBe('Renamed at once');
  });

  it('serves repeat reads from memory, not the database', async () => {
    const sentinel = await publishedEvent('Sentinel 0');
    expect((await snapshot(sentinel.key)).title).toBe('Sentinel 0');
    const ev = await publishedEvent('Cached event');
    // Change records reach the cache in commit order: once the sentinel's later rename shows,
    // the publication of ev has been seen too, and ev's next read stays cached.
    await server.clients.events.updateEvent(
      { eventId: sentinel.eventId, key: sentinel.key, title: 'Sentinel 1' },
      as(a),
    );
    await eventually(
      () => snapshot(sentinel.key),
      (v) => v.title === 'Sentinel 1',
    );
    expect((await snapshot(ev.key)).title).toBe('Cached event');
    // A write that bypasses the change log: a read that went to the database would see it.
    await server.app.database.db.execute(
      sql`UPDATE translations SET value = 'Changed behind the cache' WHERE event_id = ${ev.eventId} AND key = 'events.title'`,
    );
    const reads = await Promise.all(Array.from({ length: 50 }, () => snapshot(ev.key)));
    expect(new Set(reads.map((r) => r.title))).toEqual(new Set(['Cached event']));
  });

  it('keeps serving from memory while only private data of the event changes', async () => {
    const sentinel = await publishedEvent('Sentinel A');
    const ev = await publishedEvent('Busy door');
    const { fields } = await registrationSetup(server, a, ev.eventId);
    const seen = async (title: string) => {
      await server.clients.events.updateEvent(
        { eventId: sentinel.eventId, key: sentinel.key, title },
        as(a),
      );
      await eventually(
        () => snapshot(sentinel.key),
        (v) => v.title === title,
      );
    };
    await seen('Sentinel B');
    expect((await snapshot(ev.key)).title).toBe('Busy door');
    await server.app.database.db.execute(
      sql`UPDATE translations SET value = 'Changed behind the cache' WHERE event_id = ${ev.eventId} AND key = 'events.title'`,
    );
    // A registration rush: participants are never in the public data, so the cached snapshot
    // stays (a rebuild would read the change made behind the cache).
    for (let i = 0; i < 3; i++) {
      const registrationFormData = [
        { fieldId: fields.fio, value: `Гость ${i}` },
        { fieldId: fields.phone, value: `+7(999) 000-00-0${i}` },
        { fieldId: fields.email, value: `guest${i}@example.ru` },
      ];
      await server.clients.participants.create(
        { eventId: ev.eventId, clientId: uuidv7(), registrationFormData },
        as(a),
      );
    }
    await seen('Sentinel C');
    expect((await snapshot(ev.key)).title).toBe('Busy door');
  });

  it('sends the snapshot compressed when the client accepts it', async () => {
    const ev = await publishedEvent('Compressed event');
    const res = await fetch(`${server.baseUrl}${publicEventPath(ev.key)}`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(((await res.json()) as PublicEvent).title).toBe('Compressed event');
  });
});
