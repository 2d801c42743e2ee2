// Ends the live sockets of sessions that ended. An RPC checks its caller's session on every call
// (TokenService), but a socket authenticates once and then only sends: without this, a socket
// opened before a sign-out or a password reset would go on streaming until its ID token's hour
// ran out. One query every SESSION_CHECK_MS asks about all the sessions with an open socket,
// so the cost does not grow with the number of sockets.
import type { FastifyBaseLogger } from 'fastify';
import { SESSION_CHECK_MS } from '../auth/tokens';

/** Which of these sessions (refresh token families) are still live. */
export type LiveSessions = (sids: readonly string[]) => Promise<ReadonlySet<string>>;

/** Sessions asked about in one query: keeps the statement's parameter list bounded. */
const BATCH = 1000;

export class SessionWatch {
  private readonly watched = new Map<string, Set<() => void>>();
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly liveSessions: LiveSessions,
    private readonly log: FastifyBaseLogger,
    private readonly intervalMs = SESSION_CHECK_MS,
  ) {}

  /** Calls `onEnd` once when the session ends; the returned function stops watching. */
  watch(sid: string, onEnd: () => void): () => void {
    const ends = this.watched.get(sid) ?? new Set();
    ends.add(onEnd);
    this.watched.set(sid, ends);
    this.schedule();
    return () => {
      ends.delete(onEnd);
      if (ends.size === 0 && this.watched.get(sid) === ends) this.watched.delete(sid);
    };
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  /** The next sweep, one at a time, and only while some socket is watched. */
  private schedule(): void {
    if (this.timer || this.stopped) return;
    this.timer = setTimeout(() => {
      this.sweep()
        .catch((error: unknown) => this.log.warn({ err: error }, 'live: session sweep failed'))
        .finally(() => {
          this.timer = undefined;
          if (this.watched.size > 0) this.schedule();
        });
    }, this.intervalMs);
  }

  private async sweep(): Promise<void> {
    const sids = [...this.watched.keys()];
    for (let i = 0; i < sids.length; i += BATCH) {
      const batch = sids.slice(i, i + BATCH);
      const live = await this.liveSessions(batch);
      for (const sid of batch) {
        if (live.has(sid)) continue;
        const ends = this.watched.get(sid);
        this.watched.delete(sid);
        for (const end of ends ?? []) end();
      }
    }
  }
}
