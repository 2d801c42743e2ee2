// The custom-domain verifier: every interval it resolves the CNAME and TXT records of pending
// domains (and, every RECHECK_EVERY rounds, of verified ones) with Node's resolver, and flips
// `verification` with a change record, so the console sees it live. DNS errors that say nothing
// (timeout, SERVFAIL, refused) leave the state as it is; a verified domain goes back to pending
// only after MISSES_TO_UNVERIFY rechecks in a row got a definite wrong or empty answer.
import { Resolver } from 'node:dns/promises';
import { and, eq, inArray, isNotNull, ne, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { events } from '../../db/schema';
import type { DnsRecordDoc } from '../../db/schema';
import { inTransaction } from '../../db/writer';
import { eventChanged } from '../../auth/eventAccess';
import { challengeName, expectedAnswers } from './records';

export const RECHECK_EVERY = 10;
export const MISSES_TO_UNVERIFY = 3;
const BATCH = 500;
const UNIQUE_VIOLATION = '23505';
const others = alias(events, 'others');
const PARALLEL = 8;
/** Answers that are definite: the name or the record type does not exist. */
const DEFINITE = new Set(['ENOTFOUND', 'ENODATA']);

export interface VerifierOptions {
  database: Database;
  log: FastifyBaseLogger;
  intervalMs: number;
  /** host:port of the DNS servers to ask; empty means the system's. */
  dnsServers: string[];
}

type Outcome = 'match' | 'mismatch' | 'unknown';
interface Candidate {
  id: string;
  domain: string | null;
  domainVerified: boolean;
  dnsRecords: DnsRecordDoc[];
}

const bare = (name: string) => name.toLowerCase().replace(/\.$/, '');

export class DomainVerifier {
  private readonly resolver = new Resolver({ timeout: 3000, tries: 2 });
  private readonly misses = new Map<string, number>();
  private readonly soon = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;
  private rounds = 0;

  constructor(private readonly options: VerifierOptions) {
    if (options.dnsServers.length > 0) this.resolver.setServers(options.dnsServers);
  }

  start(): void {
    this.stopped = false;
    this.schedule(this.options.intervalMs);
  }

  /** Checks one event's domain as soon as the current round (if any) is done. */
  checkSoon(eventId: string): void {
    if (this.stopped) return;
    this.soon.add(eventId);
    if (!this.running) this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.resolver.cancel();
    await this.running;
  }

  private schedule(delay: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.round()
        .catch((error: unknown) => this.options.log.warn({ err: error }, 'domain check failed'))
        .finally(() => {
          this.running = null;
          if (!this.stopped) this.schedule(this.soon.size > 0 ? 0 : this.options.intervalMs);
        });
    }, delay);
    this.timer.unref();
  }

  private async round(): Promise<void> {
    const only = [...this.soon];
    this.soon.clear();
    const recheck = only.length === 0 && ++this.rounds % RECHECK_EVERY === 0;
    const which =
      only.length > 0
        ? inArray(events.id, only)
        : recheck
          ? undefined
          : eq(events.domainVerified, false);
    const due = await this.options.database.db
      .select({
        id: events.id,
        domain: events.domain,
        domainVerified: events.domainVerified,
        dnsRecords: events.dnsRecords,
      })
      .from(events)
      .where(and(isNotNull(events.domain), eq(events.isArchive, false), which))
      .limit(BATCH);
    for (let i = 0; i < due.length && !this.stopped; i += PARALLEL) {
      await Promise.all(due.slice(i, i + PARALLEL).map((c) => this.checkOne(c)));
    }
  }

  private async checkOne(c: Candidate): Promise<void> {
    if (!c.domain) return;
    const outcome = await this.lookup(c.domain, c.dnsRecords);
    if (this.stopped || outcome === 'unknown') return;
    if (outcome === 'match') {
      this.misses.delete(c.id);
      if (!c.domainVerified) await this.setVerified(c.id, c.domain, true);
      return;
    }
    if (!c.domainVerified) return;
    const misses = (this.misses.get(c.id) ?? 0) + 1;
    if (misses < MISSES_TO_UNVERIFY) {
      this.misses.set(c.id, misses);
      return;
    }
    this.misses.delete(c.id);
    await this.setVerified(c.id, c.domain, false);
  }

  private async lookup(domain: string, records: DnsRecordDoc[]): Promise<Outcome> {
    const { cname, token } = expectedAnswers(records);
    if (!cname || !token) return 'unknown';
    const [names, texts] = await Promise.all([
      this.ask(domain, () => this.resolver.resolveCname(domain)),
      this.ask(domain, () => this.resolver.resolveTxt(challengeName(domain))),
    ]);
    if (names === 'unknown' || texts === 'unknown') return 'unknown';
    const cnameOk = names.some((n) => bare(n) === bare(cname));
    const tokenOk = texts.some((chunks) => chunks.join('') === token);
    return cnameOk && tokenOk ? 'match' : 'mismatch';
  }

  /** The answers, [] for a definite 'none', or 'unknown' when the DNS said nothing useful. */
  private async ask<T>(domain: string, query: () => Promise<T[]>): Promise<T[] | 'unknown'> {
    try {
      return await query();
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? '';
      this.options.log.debug({ domain, code }, 'domain check: no answer');
      return DEFINITE.has(code) ? [] : 'unknown';
    }
  }

  private async setVerified(eventId: string, domain: string, verified: boolean): Promise<void> {
    try {
      await inTransaction(this.options.database, async (w) => {
        // Only if the domain is still the one checked (it may have changed meanwhile), and,
        // to verify, only if no other event verified it first.
        const firstToVerify = verified
          ? notExists(
              w.tx
                .select({ id: others.id })
                .from(others)
                .where(
                  and(
                    sql`lower(${others.domain}) = lower(${domain})`,
                    eq(others.domainVerified, true),
                    ne(others.id, eventId),
                  ),
                ),
            )
          : undefined;
        const [row] = await w.tx
          .update(events)
          .set({ domainVerified: verified, updatedAt: new Date() })
          .where(
            and(
              eq(events.id, eventId),
              eq(events.domain, domain),
              eq(events.domainVerified, !verified),
              firstToVerify,
            ),
          )
          .returning({ id: events.id, userId: events.userId });
        if (row) w.changed(eventChanged(row));
      });
    } catch (error) {
      // Another node verified the same domain for another event in the same instant.
      const failure = error as { code?: string; cause?: { code?: string } };
      if ((failure.code ?? failure.cause?.code) !== UNIQUE_VIOLATION) throw error;
    }
  }
}
