// Delivers the outbox (mail, SMS, Web Push): on the leader only (db/leadership.ts), woken by
// the outbox NOTIFY and by its own timer for retries. A message is claimed with a lease (SKIP
// LOCKED, next attempt pushed past the lease) before it is sent, so a node that dies mid-send
// leaves it to the next leader after the lease; a send that fails waits a doubling delay, and a
// message still unsent a day after it was asked for is marked failed with its last error (and
// shown to the account that asked, on its organisation document).
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { inTransaction } from '../db/writer';
import type { LeaderJob } from '../db/leadership';
import type { Mailer } from '../mail/mailer';
import type { PushSender } from '../push/pushSender';
import type { SmsSender } from '../sms/smsSender';
import type { OutboxChannel, OutboxPayload } from './tables';

export interface OutboxOptions {
  database: Database;
  mailer: Mailer;
  sms: SmsSender;
  push: PushSender;
  log: FastifyBaseLogger;
  now: () => Date;
  /** The first retry's delay; each next one doubles, up to MAX_RETRY_MS. */
  retryMs: number;
  /** How long after it was asked for a message is given up. */
  giveUpMs: number;
}

const BATCH = 20;
const LEASE_MS = 60_000;
const MAX_RETRY_MS = 10 * 60_000;
const IDLE_MS = 30_000;

interface Claimed {
  id: string;
  channel: OutboxChannel;
  recipient: string;
  payload: OutboxPayload;
  attempts: number;
  created_at: Date;
  requested_by: string | null;
}

export class OutboxSender implements LeaderJob {
  readonly name = 'outbox';
  private started = false;
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly o: OutboxOptions) {}

  start(): void {
    this.started = true;
    this.wake();
  }

  async stop(): Promise<void> {
    this.started = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Runs a pass now (or right after the current one); nothing when this node does not lead. */
  wake(): void {
    if (!this.started) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = this.pass()
      .catch((error: unknown) => {
        this.o.log.warn({ err: error }, 'outbox pass failed');
        return IDLE_MS;
      })
      .then((nextInMs) => {
        this.running = null;
        if (!this.started) return;
        if (this.again) {
          this.again = false;
          this.wake();
          return;
        }
        this.timer = setTimeout(() => this.wake(), nextInMs);
        this.timer.unref();
      });
  }

  /** Sends everything due; resolves with the time until the next retry is due. */
  private async pass(): Promise<number> {
    for (;;) {
      if (!this.started) return IDLE_MS;
      const now = this.o.now();
      const due = await this.o.database.query<Claimed>(
        `UPDATE outbox SET attempts = attempts + 1, next_attempt_at = $2
          WHERE id IN (SELECT id FROM outbox
                        WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= $1
                        ORDER BY next_attempt_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
          RETURNING id, channel, recipient, payload, attempts, created_at, requested_by`,
        [now, new Date(now.getTime() + LEASE_MS)],
      );
      await Promise.all(due.map((m) => this.deliver(m)));
      if (due.length < BATCH) break;
    }
    const [next] = await this.o.database.query<{ at: Date | null }>(
      'SELECT min(next_attempt_at) AS at FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL',
      [],
    );
    if (!next?.at) return IDLE_MS;
    return Math.min(IDLE_MS, Math.max(0, next.at.getTime() - this.o.now().getTime()));
  }

  private async deliver(m: Claimed): Promise<void> {
    try {
      if (m.payload.kind === 'mail') {
        const { subject, text, html } = m.payload;
        await this.o.mailer.send({ to: m.recipient, subject, text, html }, m.id);
      } else if (m.payload.kind === 'push') {
        const { p256dh, auth, data } = m.payload;
        await this.o.push.send(m.recipient, { p256dh, auth }, data);
      } else {
        await this.o.sms.send({ to: m.recipient, text: m.payload.text });
      }
    } catch (error) {
      await this.failed(m, error);
      return;
    }
    // The payload goes: the links and codes in it are credentials.
    await this.o.database.query(
      'UPDATE outbox SET sent_at = $2, payload = NULL, last_error = NULL WHERE id = $1',
      [m.id, this.o.now()],
    );
  }

  private async failed(m: Claimed, error: unknown): Promise<void> {
    const now = this.o.now();
    // Duck-typed: errors of Node's own modules may come from another realm (under Jest).
    const message = (error as { message?: unknown } | null)?.message;
    const reason =
      typeof message === 'string' ? (message.split('\n')[0] ?? '').slice(0, 500) : 'unknown';
    const givenUp = now.getTime() - m.created_at.getTime() >= this.o.giveUpMs;
    const delay = Math.min(MAX_RETRY_MS, this.o.retryMs * 2 ** (m.attempts - 1));
    this.o.log.warn(
      { outboxId: m.id, channel: m.channel, attempts: m.attempts, givenUp, reason },
      givenUp ? `${m.channel} given up` : `${m.channel} not sent; retrying`,
    );
    await inTransaction(this.o.database, async (w) => {
      await w.tx.execute(sql`UPDATE outbox SET next_attempt_at = ${new Date(now.getTime() + delay)},
              last_error = ${reason},
              failed_at = CASE WHEN ${givenUp}::boolean THEN ${now}::timestamptz END,
              payload = CASE WHEN ${givenUp}::boolean THEN NULL ELSE payload END
        WHERE id = ${m.id}`);
      // The account that asked sees a mail given up on its organisation document.
      if (givenUp && m.channel === 'mail' && m.requested_by) {
        const uid = m.requested_by;
        w.changed({ collection: 'organisations', docId: uid, ownerId: uid });
      }
    });
  }
}
