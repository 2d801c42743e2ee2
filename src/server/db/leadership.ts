// Work that must run on one node at a time (the mail and SMS outbox, domain checks, clean-ups)
// runs on the node holding a PostgreSQL advisory lock. The lock belongs to a connection of its
// own: when that node dies or loses its connection, PostgreSQL releases the lock and another
// node, which tries every few seconds, takes over. Advisory locks are per database, so each
// test's database has a leader of its own.
import type { FastifyBaseLogger } from 'fastify';
import type { Client } from 'pg';

/** A job that runs only while this node leads. */
export interface LeaderJob {
  name: string;
  start(): void;
  stop(): Promise<void>;
}

/** Beside 7261001 (migrations, db/database.ts) and 7261002 (change order, db/sequencer.ts). */
const LEADER_LOCK = 7_261_003;

export class Leadership {
  private client: Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  private leading = false;
  private readonly jobs: LeaderJob[] = [];

  constructor(
    private readonly url: string,
    private readonly log: FastifyBaseLogger,
    private readonly retryMs = 2_000,
  ) {}

  get isLeader(): boolean {
    return this.leading;
  }

  add(job: LeaderJob): void {
    this.jobs.push(job);
    if (this.leading) job.start();
  }

  /** Tries at once, then every retryMs until this node leads or closes. */
  async start(): Promise<void> {
    await this.attempt();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    await this.resign();
  }

  private async attempt(): Promise<void> {
    if (this.closed || this.leading) return;
    try {
      const pg = await import('pg');
      const client = new pg.Client({ connectionString: this.url });
      client.on('error', () => undefined);
      await client.connect();
      const { rows } = await client.query<{ ok: boolean }>(
        'SELECT pg_try_advisory_lock($1) AS ok',
        [LEADER_LOCK],
      );
      if (!rows[0]?.ok || this.closed) {
        await client.end();
      } else {
        this.client = client;
        this.leading = true;
        // The lock went with the connection: stop leading at once, and try again later.
        client.on('end', () => {
          if (this.client === client) void this.resign().then(() => this.retry());
        });
        this.log.info('this node leads the background jobs');
        for (const job of this.jobs) job.start();
        return;
      }
    } catch (error) {
      this.log.warn({ err: error }, 'leadership: the database is not reachable');
    }
    this.retry();
  }

  private retry(): void {
    if (this.closed) return;
    this.timer = setTimeout(() => void this.attempt(), this.retryMs);
    this.timer.unref();
  }

  private async resign(): Promise<void> {
    if (!this.leading) return;
    this.leading = false;
    const client = this.client;
    this.client = null;
    await Promise.all(this.jobs.map((job) => job.stop()));
    await client?.end().catch(() => undefined);
  }
}

/** A leader job that runs `work` every `ms` (the first time `ms` after it starts). */
export function periodicJob(
  name: string,
  ms: number,
  work: () => Promise<unknown>,
  log: FastifyBaseLogger,
): LeaderJob {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  return {
    name,
    start() {
      timer = setInterval(() => {
        running = running.then(work).then(
          () => undefined,
          (error: unknown) => log.warn({ err: error }, `${name} failed`),
        );
      }, ms);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
