// Opens the database: embedded PGlite under DATA_DIR by default (or in memory), or a real
// PostgreSQL when DATABASE_URL is set. Both get the same Drizzle schema, migrations and LISTEN.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything queries can run on: the database or an open transaction. */
export type Queryable = Db | Tx;

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /** Calls onNotify with each payload sent to the channel; resolves with an unlisten. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… for PostgreSQL; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite data directory; absent means in memory. */
  pgliteDir?: string;
}

const migrationsFolder = path.join(__dirname, 'migrations');

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(options.pgliteDir);
  return database;
}

/**
 * Creates a new PGlite data directory in a short-lived child process. Postgres's initdb grows
 * PGlite's WebAssembly memory to ~700 MB, and WebAssembly memory never shrinks: run in the
 * server itself, it would stay resident for the server's whole life. The directory also gets
 * 16 MB of shared buffers instead of 128 MB (~120 MB less resident memory; the data of one
 * organisation's events fits many times over, and the OS caches the files anyway).
 */
async function initPgliteDir(dir: string): Promise<void> {
  if (existsSync(path.join(dir, 'PG_VERSION'))) return;
  const script =
    'const { PGlite } = require(process.argv[1]);' +
    'const c = new PGlite(process.argv[2]);' +
    'c.waitReady.then(() => c.exec("ALTER SYSTEM SET shared_buffers = \'16MB\'"))' +
    '.then(() => c.close()).catch((e) => { console.error(e); process.exit(1); });';
  await promisify(execFile)(
    process.execPath,
    ['-e', script, require.resolve('@electric-sql/pglite'), dir],
    { env: { PATH: process.env.PATH ?? '' } },
  );
}

async function openPglite(dir: string | undefined): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (dir) await initPgliteDir(dir);
  const client = dir ? new PGlite(dir) : new PGlite();
  await client.waitReady;
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder });
  return {
    kind: 'pglite',
    db: db as unknown as Db,
    listen: (channel, onNotify) => client.listen(channel, onNotify),
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const { Pool, Client } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: url, max: 10 });
  // An idle connection that the server ends (restart, failover, a dropped database) must not
  // crash the process: the pool replaces it on the next query.
  pool.on('error', () => undefined);
  const db = drizzle({ client: pool, schema });
  // Several nodes may start at once: one migrates, the others wait for it.
  const lockClient = await pool.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock(7261001)');
    await migrate(db, { migrationsFolder });
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock(7261001)');
    lockClient.release();
  }
  const listeners: InstanceType<typeof Client>[] = [];
  let closing = false;
  return {
    kind: 'postgres',
    db: db as unknown as Db,
    async listen(channel, onNotify) {
      let listener: InstanceType<typeof Client> | null = null;
      let closed = false;
      // A lost LISTEN connection comes back by itself; the wake-up after it makes the hub read
      // whatever was committed in between.
      const reconnect = (): void => {
        setTimeout(() => connect().catch(reconnect), 1000).unref();
      };
      const connect = async (): Promise<void> => {
        const client = new Client({ connectionString: url });
        client.on('error', () => undefined);
        client.on('end', () => {
          const index = listeners.indexOf(client);
          if (index >= 0) listeners.splice(index, 1);
          // Only a connection that was up reconnects here; a failed attempt retries via catch.
          if (listener === client && !closed && !closing) reconnect();
        });
        client.on('notification', (n) => {
          if (n.channel === channel) onNotify(n.payload ?? '');
        });
        await client.connect();
        await client.query(`LISTEN "${channel.replace(/"/g, '')}"`);
        listener = client;
        listeners.push(client);
        onNotify('');
      };
      await connect();
      return async () => {
        closed = true;
        await listener?.end();
      };
    },
    async close() {
      closing = true;
      await Promise.all(listeners.splice(0).map((l) => l.end()));
      await pool.end();
    },
  };
}
