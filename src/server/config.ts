// Configuration from the environment, with the embedded defaults of `npm start`.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';

export interface Config {
  host: string;
  port: number;
  dataDir: string;
  /** postgres://…: DATABASE_URL, or the embedded cluster that `npm start` runs and names there. */
  databaseUrl: string;
  smtpUrl?: string;
  /** The From of every mail (MAIL_FROM); unset: Event App <no-reply@eventapp.local>. */
  mailFrom?: string;
  /** The outbox's first retry delay and when it gives a message up, in milliseconds. */
  outboxRetryMs?: number;
  outboxGiveUpMs?: number;
  /** Where uploaded files live: s3://bucket?endpoint=… (several nodes); unset: DATA_DIR/files. */
  storageUrl?: string;
  /** The SMS gateway (src/server/sms/smsSender.ts); unset: SMS go to DATA_DIR/outbox. */
  smsUrl?: string;
  /** Base of links in e-mails (the console's origin). */
  publicUrl: string;
  secret: string;
  /** The host a custom domain's CNAME must point at (PUBLIC_HOST, else PUBLIC_URL's hostname). */
  publicHost: string;
  /** How often pending custom domains are checked, in milliseconds. */
  domainCheckIntervalMs: number;
  /** DNS servers the domain verifier asks (host:port); empty means the system's. */
  dnsServers: string[];
  /** Port of the cleartext HTTP/2 listener that serves gRPC; unset: gRPC is not served. */
  grpcPort?: number;
  /** Milliseconds a client has to send a request's headers, and the whole request. */
  headersTimeoutMs?: number;
  requestTimeoutMs?: number;
  /** Milliseconds a request's body may take, uploads apart (they have the request's). */
  bodyTimeoutMs?: number;
  /** A bearer token that shows /healthz's details; unset: they are never shown. */
  healthToken?: string;
  /** Addresses (or CIDR ranges) of the reverse proxies whose X-Forwarded-* headers are believed. */
  trustedProxies?: string[];
  /** Serve the console's source maps (they are built, but not served unless asked). */
  serveSourceMaps?: boolean;
  /**
   * The VAPID key pair that signs Web Push (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, base64url; the
   * same on every node); unset: generated on first start and kept under DATA_DIR like the secret.
   */
  vapid?: VapidKeys;
  /** A CA certificate (PEM) trusted for push endpoints besides the system's: a test's stand-in. */
  pushCa?: string;
  /**
   * The hosts of the push services a subscription may name (PUSH_HOSTS, comma-separated; a
   * name also covers its subdomains); unset: the browsers' own (PUSH_SERVICE_HOSTS).
   */
  pushHosts?: string[];
}

/**
 * The push services of today's browsers: Chrome's and Chromium-based browsers' (FCM), Firefox's
 * (Mozilla autopush), Safari's (Apple) and Edge's (Windows Push Notification Services). An
 * attendee's subscription names one of them; the server posts nowhere else.
 */
export const PUSH_SERVICE_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
];

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const host = env.HOST || '127.0.0.1';
  const port = portOf('PORT', env.PORT || '8080');
  const dataDir = path.resolve(env.DATA_DIR || 'data');
  mkdirSync(dataDir, { recursive: true });
  const databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    throw new Error(
      'DATABASE_URL is not set: `npm start` runs the embedded PostgreSQL and sets it.',
    );
  }
  const publicUrl = (env.PUBLIC_URL || `http://${host}:${port}`).replace(/\/+$/, '');
  return {
    host,
    port,
    dataDir,
    databaseUrl,
    smtpUrl: env.SMTP_URL || undefined,
    storageUrl: env.STORAGE_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    outboxRetryMs: optionalPositiveInt('OUTBOX_RETRY', env.OUTBOX_RETRY),
    outboxGiveUpMs: optionalPositiveInt('OUTBOX_GIVE_UP', env.OUTBOX_GIVE_UP),
    smsUrl: env.SMS_URL || undefined,
    publicUrl,
    secret: env.SECRET || storedSecret(dataDir),
    publicHost: (env.PUBLIC_HOST || new URL(publicUrl).hostname).toLowerCase(),
    domainCheckIntervalMs: positiveInt('DOMAIN_CHECK_INTERVAL', env.DOMAIN_CHECK_INTERVAL, 60_000),
    dnsServers: listOf(env.DNS_SERVERS),
    grpcPort: env.GRPC_PORT ? portOf('GRPC_PORT', env.GRPC_PORT) : undefined,
    headersTimeoutMs: optionalPositiveInt('HEADERS_TIMEOUT', env.HEADERS_TIMEOUT),
    requestTimeoutMs: optionalPositiveInt('REQUEST_TIMEOUT', env.REQUEST_TIMEOUT),
    bodyTimeoutMs: optionalPositiveInt('BODY_TIMEOUT', env.BODY_TIMEOUT),
    healthToken: env.HEALTH_TOKEN || undefined,
    trustedProxies: listOf(env.TRUSTED_PROXY),
    serveSourceMaps: env.SOURCE_MAPS === '1',
    vapid:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
        : undefined,
    pushHosts: env.PUSH_HOSTS ? listOf(env.PUSH_HOSTS.toLowerCase()) : undefined,
  };
}

const listOf = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

function portOf(name: string, value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`${name} is not a port: ${value}`);
  return port;
}

function optionalPositiveInt(name: string, value: string | undefined): number | undefined {
  return value ? positiveInt(name, value, 0) : undefined;
}

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0)
    throw new Error(`${name} is not a positive integer: ${value}`);
  return n;
}

/** A signing secret generated on first start and kept under DATA_DIR. */
function storedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** The VAPID keys generated on first start and kept under DATA_DIR (never logged). */
export function storedVapidKeys(dataDir: string, generate: () => VapidKeys): VapidKeys {
  const file = path.join(dataDir, 'vapid.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  const keys = generate();
  writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  return keys;
}
