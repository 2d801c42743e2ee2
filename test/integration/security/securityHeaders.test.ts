// Security headers on every answer of the real server: a CSP that allows scripts from our origin
// only and lets nothing frame the console, nosniff, a referrer policy; HSTS only when the request
// came over https, which a trusted proxy may say and anyone else may not.
import { createHash } from 'node:crypto';
import { FIRST_SCREEN_STARS_SCRIPT } from '../../../src/common/firstScreenStars';
import { FIRST_SCREEN_APP_SCRIPT } from '../../../src/server/areas/publicApp/pages';
import { as, newEvent, newOrganiser, startServer } from '../support/harness';
import type { TestServer } from '../support/harness';

const PAGE = 'text/html,application/xhtml+xml,*/*;q=0.8';

function directivesOf(csp: string | null): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values.join(' '));
  }
  return map;
}

describe('security headers', () => {
  let plain: TestServer;
  let proxied: TestServer;
  beforeAll(async () => {
    plain = await startServer();
    proxied = await startServer({ trustedProxies: ['127.0.0.1'] });
  });
  afterAll(async () => {
    await plain?.stop();
    await proxied?.stop();
  });

  const answers = (server: TestServer) => [
    () => fetch(`${server.baseUrl}/healthz`),
    () => fetch(`${server.baseUrl}/no/such/thing`, { headers: { accept: PAGE } }),
    () =>
      fetch(`${server.baseUrl}/manager.Auth/SignIn`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"email":"a@example.org","password":"x"}',
      }),
  ];

  it('sends the CSP, nosniff, the referrer policy and no HSTS over http', async () => {
    for (const answer of answers(plain)) {
      const res = await answer();
      const csp = directivesOf(res.headers.get('content-security-policy'));
      expect({ url: res.url, script: csp.get('script-src') }).toEqual({
        url: res.url,
        script: "'self'",
      });
      expect(csp.get('default-src')).toBe("'self'");
      expect(csp.get('object-src')).toBe("'none'");
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('keeps answers same-origin and names the browser features pages may use (issue 28 §11)', async () => {
    for (const answer of answers(plain)) {
      const res = await answer();
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      const policy = res.headers.get('permissions-policy') ?? '';
      // The console's check-in screen scans QR codes with the camera; nothing else is asked.
      expect(policy).toContain('camera=(self)');
      for (const feature of ['microphone', 'geolocation', 'payment', 'usb']) {
        expect(policy).toContain(`${feature}=()`);
      }
    }
  });

  it("lets other sites embed an event's public files", async () => {
    // Unknown or not: the answer of the files path is cross-origin either way.
    const res = await fetch(
      `${plain.baseUrl}/api/v1/event_resources/01a20bd1-4571-7708-83e1-6d84b50a97da/01a20bd1-4571-7708-83e1-6d84b50a97db`,
    );
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('sends HSTS when a trusted proxy says the request came over https', async () => {
    const res = await fetch(`${proxied.baseUrl}/healthz`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000');
    const direct = await fetch(`${proxied.baseUrl}/healthz`);
    expect(direct.headers.get('strict-transport-security')).toBeNull();
  });

  it("lets only our console frame a published event's app page", async () => {
    const session = await newOrganiser(plain);
    const { eventId, key } = await newEvent(plain, session, 'Framed');
    await plain.clients.events.publish({ eventId }, as(session));
    const res = await fetch(`${plain.baseUrl}/${key}/`, { headers: { accept: PAGE } });
    expect(res.status).toBe(200);
    const csp = directivesOf(res.headers.get('content-security-policy'));
    // The test server's console is at http://console.test (its PUBLIC_URL).
    expect(csp.get('frame-ancestors')).toBe("'self' http://console.test");
    // Scripts are ours alone: the app's files, and the two inline scripts of the first screen
    // (the taps on its stars before the app takes over; the start of the app's files once it
    // has painted), each named by its hash.
    const hash = (script: string) => createHash('sha256').update(script).digest('base64');
    expect(csp.get('script-src')).toBe(
      `'self' 'sha256-${hash(FIRST_SCREEN_STARS_SCRIPT)}' 'sha256-${hash(FIRST_SCREEN_APP_SCRIPT)}'`,
    );
    const inline = [
      ...(await res.clone().text()).matchAll(/<script(?![^>]* src=)[^>]*>([\s\S]*?)<\/script>/g),
    ];
    expect(inline.map(([, text]) => text)).toEqual([
      FIRST_SCREEN_STARS_SCRIPT,
      FIRST_SCREEN_APP_SCRIPT,
    ]);
    expect(res.headers.get('x-frame-options')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('believes no forwarded scheme without a trusted proxy', async () => {
    const res = await fetch(`${plain.baseUrl}/healthz`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});
