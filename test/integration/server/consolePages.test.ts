// Which requests the console's page answers (issue 27): the root whatever the Accept (curl and
// uptime checks send */*), any page a browser asks for, never a file's name (/robots.txt is
// its own answer, a missing /x.json a 404); the product answers /robots.txt as text.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { serveConsole } from '../../../src/server/consoleStatic';
import { startServer } from '../support/harness';
import type { TestServer } from '../support/harness';

const HTML = 'text/html,application/xhtml+xml,*/*;q=0.8';

describe('the console page and file names', () => {
  let dir = '';
  let app: FastifyInstance;
  let base = '';
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'console-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>console</title>');
    app = Fastify();
    await serveConsole(app, { dir });
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const get = (p: string, accept: string) => fetch(`${base}${p}`, { headers: { accept } });

  it('answers / with the page for Accept */*, as curl asks', async () => {
    const res = await get('/', '*/*');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toContain('<title>console</title>');
  });

  it('answers a browser page with the console, a missing file with 404', async () => {
    expect((await get('/events', HTML)).status).toBe(200);
    expect((await get('/robots.txt', HTML)).status).toBe(404);
    expect((await get('/manifest.json', HTML)).status).toBe(404);
    // Programs asking for another path still get a JSON 404.
    const api = await get('/api/v1/nothing', '*/*');
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toMatch(/^application\/json/);
  });
});

describe('/robots.txt', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.stop());

  it('is plain text, also when asked for as HTML', async () => {
    const res = await fetch(`${server.baseUrl}/robots.txt`, { headers: { accept: HTML } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
  });
});
