// The security headers of every answer (@fastify/helmet), in one place for every program the
// server serves. Scripts come from our origin only (an attendee page's one inline script by its
// hash); nothing may frame the console; the attendee app's pages (`allowConsoleFraming`) may be
// framed by our console alone, for its preview panel, also when the app is served on a custom
// domain. HSTS only over https (directly or, with TRUSTED_PROXY, as the proxy says): a browser
// ignores it over http, and a local http://192.168… start must keep working. Answers are
// same-origin resources (CORP) but for the paths other sites may embed, and a
// Permissions-Policy allows only the camera, to our origin.
import { createRequire } from 'node:module';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

interface HeaderSink {
  setHeader(name: string, value: string | number | readonly string[]): void;
  removeHeader(name: string): void;
}
type Helmet = (
  options: FastifyHelmetOptions,
) => (req: object, res: HeaderSink, next: (error?: unknown) => void) => void;

// The helmet that @fastify/helmet runs. That plugin builds helmet's middleware anew for every
// request (the CSP parsed again each time) behind two hooks; our policy is the same for every
// answer, so its headers are worked out once here and set by one hook.
const helmet = createRequire(require.resolve('@fastify/helmet'))('helmet') as Helmet;

type Directives = Record<string, string[]>;

const HSTS = 'max-age=31536000';

function directives(frameAncestors: string[], scripts: readonly string[] = []): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scripts],
    // Chakra (emotion) writes <style> elements, and rich text keeps a few style attributes.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Organisers may link a brand image from anywhere over https.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': frameAncestors,
  };
}

function options(frameAncestors: string[]): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: directives(frameAncestors) },
    strictTransportSecurity: false,
    xFrameOptions: frameAncestors.includes("'none'") ? { action: 'deny' } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Answers are for our own pages; the paths other sites may embed are named at registration.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  };
}

/**
 * For an answer that is an attendee app page: the same policy, except that our console at
 * `consoleUrl` (and the same origin) may frame it, and the page's own inline scripts named by
 * `scripts` (CSP hash sources, 'sha256-…') may run. Call it where the page is sent, so that a
 * path that turns out not to be an app page keeps the console's policy.
 */
export function allowConsoleFraming(
  reply: FastifyReply,
  consoleUrl: string,
  scripts: readonly string[] = [],
): void {
  const policy = directives(["'self'", new URL(consoleUrl).origin], scripts);
  reply.header(
    'content-security-policy',
    Object.entries(policy)
      .map(([name, values]) => `${name} ${values.join(' ')}`)
      .join(';'),
  );
  reply.raw.removeHeader('x-frame-options');
}

/** The headers helmet sets with these options (none of them depends on the request). */
function headersOf(policy: FastifyHelmetOptions): [string, string | number | readonly string[]][] {
  const headers: [string, string | number | readonly string[]][] = [];
  const sink: HeaderSink = {
    setHeader: (name, value) => headers.push([name, value]),
    // X-Powered-By, which Fastify never sets.
    removeHeader: () => undefined,
  };
  helmet(policy)({}, sink, (error) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * The browser features our pages may use: the camera for the console's check-in scanner, and
 * nothing else that asks for a permission (a script that slipped in could not use them either).
 */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  ...['microphone', 'geolocation', 'payment', 'usb', 'serial', 'bluetooth', 'hid', 'midi'].map(
    (feature) => `${feature}=()`,
  ),
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

/**
 * `crossOriginPaths`: path prefixes whose answers other sites may embed (an event's public
 * images and files, which the app on a custom domain and organisers' own sites show).
 */
export async function registerSecurityHeaders(
  fastify: FastifyInstance,
  crossOriginPaths: readonly string[] = [],
): Promise<void> {
  const headers = headersOf(options(["'none'"]));
  headers.push(['permissions-policy', PERMISSIONS_POLICY]);
  // A callback, not an async function: every request passes here, and a promise each costs.
  fastify.addHook('onRequest', (req, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    if (crossOriginPaths.some((prefix) => req.url.startsWith(prefix))) {
      reply.raw.setHeader('cross-origin-resource-policy', 'cross-origin');
    }
    if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
}
