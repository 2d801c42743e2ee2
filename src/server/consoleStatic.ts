// Serves the built console (dist/console) on the server's own origin: the build's brotli or gzip
// copy when the browser accepts it, hashed assets cached for good, index.html and the service
// worker always revalidated, and every other GET or HEAD that wants HTML answered with
// index.html so path URLs work on reload (/signin: the pre-rendered signin.html). The root is
// a page whatever the Accept (curl sends */*); a missing file (/robots.txt, /x.json) is a 404
// even when a browser asks for it with text/html. Source maps are built but served only when asked
// (SOURCE_MAPS=1): they would hand out the sources of a production deployment.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const CONSOLE_DIR = path.resolve(__dirname, '../../dist/console');
const SIGN_IN_PAGE = 'signin.html';
/** Names of files, not pages: never answered with the console. */
const FILE_NAME =
  /\.(txt|xml|json|ics|csv|ico|png|jpe?g|gif|svg|webp|avif|m?js|css|map|php|env|zip|gz)$/i;

/** Whether a GET or HEAD is for a page of the console. */
export function wantsPage(url: string, accept: string | undefined): boolean {
  const pathName = url.split('?')[0] ?? '';
  if (FILE_NAME.test(pathName)) return false;
  return pathName === '/' || (accept ?? '').includes('text/html');
}

export async function serveConsole(
  fastify: FastifyInstance,
  { dir = CONSOLE_DIR, sourceMaps = false }: { dir?: string; sourceMaps?: boolean } = {},
): Promise<boolean> {
  if (!existsSync(path.join(dir, 'index.html'))) return false;
  // The sign-in page pre-rendered at build time (scripts/prerenderSignIn.mjs), when built.
  const signInPage = existsSync(path.join(dir, SIGN_IN_PAGE)) ? SIGN_IN_PAGE : 'index.html';
  await fastify.register(fastifyStatic, {
    root: dir,
    wildcard: false,
    index: false,
    preCompressed: true,
    allowedPath: (pathName) => sourceMaps || !pathName.endsWith('.map'),
    setHeaders: (res, file) => {
      const immutable = file.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  fastify.setNotFoundHandler((req, reply) => {
    const page = req.method === 'GET' || req.method === 'HEAD';
    if (page && wantsPage(req.url, req.headers.accept)) {
      const signIn = req.url.split('?')[0] === '/signin';
      return reply.header('cache-control', 'no-cache').sendFile(signIn ? signInPage : 'index.html');
    }
    return reply.code(404).send({ error: 'Not found.' });
  });
  return true;
}
