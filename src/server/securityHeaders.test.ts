// The shared header policy on a bare Fastify: the attendee app's pages may be framed by our
// console (and the same origin) and nothing else; every other route by nothing.
import Fastify from 'fastify';
import { allowConsoleFraming, registerSecurityHeaders } from './securityHeaders';

const frameAncestors = (csp: string | null) => /frame-ancestors ([^;]*)/.exec(csp ?? '')?.[1];

describe('security headers', () => {
  it('lets only the console frame an attendee page, and nothing frame the rest', async () => {
    const fastify = Fastify();
    await registerSecurityHeaders(fastify);
    fastify.get('/demo-event/', (_req, reply) => {
      allowConsoleFraming(reply, 'https://console.example.org/');
      return 'app';
    });
    fastify.get('/console', () => 'console');
    // Over a real socket: Fastify's inject needs an ESM-only module that Jest here cannot load.
    const base = await fastify.listen({ host: '127.0.0.1', port: 0 });
    const app = await fetch(`${base}/demo-event/`);
    expect(frameAncestors(app.headers.get('content-security-policy'))).toBe(
      "'self' https://console.example.org",
    );
    expect(app.headers.get('x-frame-options')).toBeNull();
    expect(app.headers.get('x-content-type-options')).toBe('nosniff');
    const console = await fetch(`${base}/console`);
    expect(frameAncestors(console.headers.get('content-security-policy'))).toBe("'none'");
    await fastify.close();
  });
});
