// The built console over real HTTP: brotli or gzip by Accept-Encoding (the build's copies),
// hashed assets immutable for a year, pages and the service worker revalidated, HEAD on every
// page. Needs the built console (npm test builds it; or npm run build).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CONSOLE_DIR } from '../../../src/server/consoleStatic';
import { serverPerFile, startServer } from '../support/harness';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const PAGE = 'text/html,application/xhtml+xml,*/*;q=0.8';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One raw request: the body as sent, not decompressed. */
function request(url: string, method: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

if (!existsSync(path.join(CONSOLE_DIR, 'index.html'))) {
  throw new Error('The console is not built (dist/console/index.html): run npm run build first.');
}
const indexHtml = readFileSync(path.join(CONSOLE_DIR, 'index.html'));
// /signin is the page pre-rendered at build time (scripts/prerenderSignIn.mjs).
const signInHtml = readFileSync(path.join(CONSOLE_DIR, 'signin.html'));
const pageFor = (p: string) => (p === '/signin' ? signInHtml : indexHtml);
// The minified page leaves attribute values unquoted. The entry may come in parts (main-<id>.…).
const mainScripts = [
  ...indexHtml.toString().matchAll(/<script[^>]* src="?(\/assets\/main[.-][^"\s>]+\.js)/g),
].map((m) => m[1]!);
const mainScript = mainScripts[0];

describe('the built console over HTTP', () => {
  const ctx = serverPerFile();
  const get = (p: string, headers: Record<string, string>, method = 'GET') =>
    request(`${ctx.server.baseUrl}${p}`, method, headers);

  it('has a brotli and a gzip copy of every text asset', () => {
    const text = filesUnder(CONSOLE_DIR).filter((f) => /\.(js|css|html|svg|json)$/.test(f));
    expect(text.length).toBeGreaterThan(5);
    for (const file of text) {
      const original = readFileSync(file);
      expect({
        file,
        br: brotliDecompressSync(readFileSync(`${file}.br`)).equals(original),
      }).toEqual({ file, br: true });
      expect({ file, gz: gunzipSync(readFileSync(`${file}.gz`)).equals(original) }).toEqual({
        file,
        gz: true,
      });
    }
  });

  it('sends pages as brotli, gzip or plain by Accept-Encoding, revalidated each time', async () => {
    for (const p of ['/', '/signin', '/edit/0192a4b2-0000-7000-8000-000000000001/settings']) {
      const br = await get(p, { accept: PAGE, 'accept-encoding': 'gzip, deflate, br' });
      expect([br.status, br.headers['content-encoding'], br.headers['cache-control']]).toEqual([
        200,
        'br',
        'no-cache',
      ]);
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.body).equals(pageFor(p))).toBe(true);

      const gz = await get(p, { accept: PAGE, 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.body).equals(pageFor(p))).toBe(true);

      const plain = await get(p, { accept: PAGE });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.equals(pageFor(p))).toBe(true);
    }
  });

  it('sends /signin with the form in the markup and no console script to run first', async () => {
    const page = (await get('/signin?redirect=%2Fsettings', { accept: PAGE })).body.toString();
    expect(page).toContain('<h1');
    expect(page).toMatch(/<input[^>]*name="email"/);
    expect(page).toMatch(/<input[^>]*name="password"/);
    expect(page).toMatch(/<button[^>]*type="submit"[^>]*>[^]*Войти/);
    const scripts = [...page.matchAll(/<script[^>]* src="?([^"\s>]+)/g)].map((m) => m[1]);
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/signin-loader\.[0-9a-f]{8}\.js$/)]);
    // The loader names the console's scripts, which it adds on the first interaction.
    const loader = await get(scripts[0]!, {});
    expect(loader.status).toBe(200);
    expect(mainScripts.length).toBeGreaterThan(0);
    for (const script of mainScripts) expect(loader.body.toString()).toContain(script);
  });

  it('sends hashed assets compressed and immutable for a year', async () => {
    expect(mainScript).toBeDefined();
    const original = readFileSync(path.join(CONSOLE_DIR, mainScript!));
    const res = await get(mainScript!, { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(res.body).equals(original)).toBe(true);
    // A browser that asks for a JS file with gzip only gets gzip.
    const gz = await get(mainScript!, { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gz.body).equals(original)).toBe(true);
  });

  it('sends the security headers on pages and assets', async () => {
    for (const p of ['/', '/signin', mainScript!, '/sw.js']) {
      const res = await get(p, { accept: PAGE });
      expect({ p, csp: res.headers['content-security-policy'] }).toEqual({
        p,
        csp: expect.stringContaining("script-src 'self';"),
      });
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('serves no source map unless SOURCE_MAPS asks for them', async () => {
    // A part of only texts (JSON) has no map: the part with the app's code has one.
    const map = mainScripts
      .map((script) => `${script}.map`)
      .find((m) => existsSync(path.join(CONSOLE_DIR, m)));
    expect(map).toBeDefined();
    expect((await get(map!, {})).status).toBe(404);
    const withMaps = await startServer({ serveSourceMaps: true });
    try {
      const res = await request(`${withMaps.baseUrl}${map!}`, 'GET', {});
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body.toString()).version).toBe(3);
    } finally {
      await withMaps.stop();
    }
  });

  it('revalidates the service worker', async () => {
    const res = await get('/sw.js', { 'accept-encoding': 'br' });
    expect([res.status, res.headers['content-encoding'], res.headers['cache-control']]).toEqual([
      200,
      'br',
      'no-cache',
    ]);
  });

  it('answers HEAD on every page and asset like GET, without a body', async () => {
    for (const p of ['/', '/signin', '/edit/0192a4b2-0000-7000-8000-000000000001', mainScript!]) {
      const headers = { accept: PAGE, 'accept-encoding': 'br, gzip' };
      const head = await get(p, headers, 'HEAD');
      const full = await get(p, headers);
      expect({ p, status: head.status, bytes: head.body.length }).toEqual({
        p,
        status: 200,
        bytes: 0,
      });
      for (const name of ['content-type', 'content-encoding', 'cache-control', 'content-length']) {
        expect({ p, name, value: head.headers[name] }).toEqual({
          p,
          name,
          value: full.headers[name],
        });
      }
    }
  });
});
