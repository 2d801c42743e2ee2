// What every area gets: the database, tokens, files and configuration. Mail and SMS go through
// the outbox (src/server/outbox), in the caller's transaction.
import type { FastifyBaseLogger } from 'fastify';
import type { TokenService } from '../auth/tokens';
import type { FilesContext } from '../areas/files';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { LeaderJob } from '../db/leadership';
import type { Metrics } from '../metrics';

export interface Deps {
  config: Config;
  database: Database;
  tokens: TokenService;
  log: FastifyBaseLogger;
  /** The clock (injectable so tests can place statistics on chosen days). */
  now: () => Date;
  /** The file storage, upload links and image work queue. */
  files: FilesContext;
  /** The Prometheus metrics (/metrics). */
  metrics: Metrics;
  /** Asks the domain verifier to check an event's custom domain soon. */
  checkDomain: (eventId: string) => void;
  /** The Web Push VAPID public key (the private one stays with the outbox's sender). */
  vapidPublicKey: string;
  /** Runs a job on the node that leads (db/leadership.ts), once among all nodes. */
  addLeaderJob: (job: LeaderJob) => void;
}
