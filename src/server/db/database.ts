// Opens the database: a PostgreSQL server, `npm start`'s embedded cluster or the one of
// DATABASE_URL, with the Drizzle schema, its migrations and LISTEN for the live hub.
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { withNamedStatements } from './namedStatements';
import { ChangeSequencer } from './sequencer';
import type { Moved, MovedChange } from './sequencer';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything queries can run on: the database or an open transaction. */
export type Queryable = Db | Tx;

export interface Database {
  readonly kind: 'postgres';
  readonly db: Db;
  /**
   * One statement, straight to the pool (a prepared statement per connection, see
   * namedStatements.ts), in its own implicit transaction: for hot paths whose SQL is written
   * once by hand instead of rebuilt by Drizzle on every call.
   */
  query<Row>(text: string, values: readonly unknown[]): Promise<Row[]>;
  /** Calls onNotify with each payload sent to the channel; resolves with an unlisten. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  /** Moves committed change records into the change log (db/sequencer.ts). */
  sequenceChanges(): Promise<Moved>;
  /** Tells `listener` what each of this node's moves placed, before its writes are answered. */
  onChangesMoved(listener: (moved: readonly MovedChange[]) => void): () => void;
  close(): Promise<void>;
}

const migrationsFolder = path.join(__dirname, 'migrations');

/** Connects to the PostgreSQL of `url` and brings its schema up to date. */
export async function openDatabase(url: string): Promise<Database> {
  const { Pool, Client } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: url, max: 10, Client: withNamedStatements(Client) });
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
  const sequencer = new ChangeSequencer(pool);
  // Records a crash left unmoved get their place before anything reads the log.
  await sequencer.sequence();
  const listeners: InstanceType<typeof Client>[] = [];
  let closing = false;
  return {
    kind: 'postgres',
    db: db as unknown as Db,
    async query<Row>(text: string, values: readonly unknown[]) {
      const result = await pool.query({ text, values: values as unknown[] });
      return result.rows as Row[];
    },
    async listen(channel, onNotify) {
      let listener: InstanceType<typeof Client> | null = null;
      let closed = false;
      // A lost LISTEN connection comes back by itself; the wake-up after it makes the hub read
      // whatever was committed in between.
      const stopped = () => closed || closing;
      const reconnect = (): void => {
        setTimeout(() => {
          if (!stopped()) connect().catch(reconnect);
        }, 1000).unref();
      };
      const connect = async (): Promise<void> => {
        const client = new Client({ connectionString: url });
        client.on('error', () => undefined);
        client.on('end', () => {
          const index = listeners.indexOf(client);
          if (index >= 0) listeners.splice(index, 1);
          // Only a connection that was up reconnects here; a failed attempt retries via catch.
          if (listener === client && !stopped()) reconnect();
        });
        client.on('notification', (n) => {
          if (n.channel === channel) onNotify(n.payload ?? '');
        });
        await client.connect();
        await client.query(`LISTEN "${channel.replace(/"/g, '')}"`);
        if (stopped()) {
          // Closed while this reconnect was under way: nobody will end it later.
          await client.end();
          return;
        }
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
    sequenceChanges: () => sequencer.sequence(),
    onChangesMoved: (listener) => sequencer.onMoved(listener),
    async close() {
      closing = true;
      await sequencer.close();
      await Promise.all(listeners.splice(0).map((l) => l.end()));
      await pool.end();
    },
  };
}
