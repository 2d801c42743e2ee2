// What every area gets: the database, tokens, mail, files and configuration.
import type { FastifyBaseLogger } from 'fastify';
import type { TokenService } from '../auth/tokens';
import type { FilesContext } from '../areas/files';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Mailer } from '../mail/mailer';

export interface Deps {
  config: Config;
  database: Database;
  tokens: TokenService;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The clock (injectable so tests can place statistics on chosen days). */
  now: () => Date;
  /** The file storage, upload links and image work queue. */
  files: FilesContext;
  /** Asks the domain verifier to check an event's custom domain soon. */
  checkDomain: (eventId: string) => void;
}
