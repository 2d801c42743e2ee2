// A local stand-in for a Web Push service (issue 29), for the tests that follow a push from our
// server to where a browser would get it: an https server on 127.0.0.1 with a certificate made
// for the run (Debian's openssl), trusted by the server under test alone (its `pushCa`). It
// keeps what it receives and answers 410 under /gone/, as a push service does for a
// subscription that ended. Real push services are out of reach here.
import { createECDH, randomBytes } from 'node:crypto';
import type { ECDH } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:https';
import type { Server } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import type { PushMessage } from '../../src/common/publicPush';

export interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A certificate for 127.0.0.1 made for this run (Debian's openssl). */
export async function localCertificate(): Promise<{ key: string; cert: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'push-tls-'));
  try {
    execFileSync(
      process.env.OPENSSL_PATH ?? 'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return {
      key: await readFile(path.join(dir, 'key.pem'), 'utf8'),
      cert: await readFile(path.join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export interface PushService {
  server: Server;
  origin: string;
  received: Received[];
  close(): Promise<void>;
}

/** The stand-in over https with this certificate. */
export async function pushService(tls: { key: string; cert: string }): Promise<PushService> {
  const received: Received[] = [];
  const server = createServer(tls, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(req.url?.startsWith('/gone/') ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    origin: `https://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A browser's side of a subscription: its key pair and auth secret. */
export interface BrowserKeys {
  ecdh: ECDH;
  p256dh: string;
  auth: string;
}

export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    ecdh,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

/** A received message's text, decrypted with the subscription's keys (RFC 8188/8291). */
export function openedText(r: Received, keys: BrowserKeys): string {
  return decrypt(r.body, {
    version: 'aes128gcm',
    privateKey: keys.ecdh,
    authSecret: keys.auth,
  }).toString('utf8');
}

/** A received message as the server's PushMessage. */
export const opened = (r: Received, keys: BrowserKeys) =>
  JSON.parse(openedText(r, keys)) as PushMessage;
