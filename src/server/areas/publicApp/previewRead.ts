// Reads an event for a preview credential: the organiser the credential was minted for sees
// the event's snapshot, published or not, built afresh on every read and never put in the
// public cache, so nothing of it can be served to anyone else.
import type { PublicEvent } from '../../../common/publicEvent';
import type { TokenService } from '../../auth/tokens';
import type { Database } from '../../db/database';
import type { PreviewTokens } from './previewTokens';
import { buildSnapshot } from './snapshot';

export class PreviewReader {
  constructor(
    private readonly database: Database,
    private readonly tokens: PreviewTokens,
    private readonly now: () => Date,
    /** The sessions credentials were minted in: one signed out or reset grants nothing. */
    private readonly sessions: Pick<TokenService, 'liveSession'>,
  ) {}

  /** The event with this key if the token grants its preview, else null. */
  async event(token: unknown, eventKey: string): Promise<PublicEvent | null> {
    if (typeof token !== 'string') return null;
    const grant = this.tokens.check(token, this.now().getTime());
    if (!grant || !(await this.sessions.liveSession(grant.sid))) return null;
    const event = await buildSnapshot(this.database.db, grant.eventId, grant.uid);
    return event?.eventKey.toLowerCase() === eventKey.toLowerCase() ? event : null;
  }
}
