// Reads an event for a preview credential: the organiser the credential was minted for sees
// the event's snapshot, published or not, built afresh on every read and never put in the
// public cache, so nothing of it can be served to anyone else. Its files' URLs are signed.
import { eq } from 'drizzle-orm';
import type { PublicEvent } from '../../../common/publicEvent';
import type { TokenService } from '../../auth/tokens';
import type { Database } from '../../db/database';
import type { ResourceSignatures } from '../files';
import { events } from '../../db/schema';
import type { PreviewGrant, PreviewTokens } from './previewTokens';
import { signFileUrls } from './images';
import { buildSnapshot } from './snapshot';

export class PreviewReader {
  constructor(
    private readonly database: Database,
    private readonly tokens: PreviewTokens,
    private readonly now: () => Date,
    /** The sessions credentials were minted in: one signed out or reset grants nothing. */
    private readonly sessions: Pick<TokenService, 'liveSession'>,
    /** Signs the files the snapshot names: the event may not be published (issue 28). */
    private readonly signatures: ResourceSignatures,
  ) {}

  /** The grant of a valid credential whose session is still live, else null. */
  private async grant(token: unknown): Promise<PreviewGrant | null> {
    if (typeof token !== 'string') return null;
    const grant = this.tokens.check(token, this.now().getTime());
    return grant && (await this.sessions.liveSession(grant.sid)) ? grant : null;
  }

  /** The event with this key if the token grants its preview, else null. */
  async event(token: unknown, eventKey: string): Promise<PublicEvent | null> {
    const grant = await this.grant(token);
    if (!grant) return null;
    const event = await buildSnapshot(this.database.db, grant.eventId, grant.uid);
    if (event?.eventKey.toLowerCase() !== eventKey.toLowerCase()) return null;
    return signFileUrls(event, event.eventId, this.signatures, this.now().getTime());
  }

  /** Whether the token grants the preview of this event (its content, without building it). */
  async opens(token: unknown, eventId: string): Promise<boolean> {
    const grant = await this.grant(token);
    if (grant?.eventId !== eventId) return false;
    // As buildSnapshot's preview: the event's own organiser only.
    const [row] = await this.database.db
      .select({ owner: events.userId })
      .from(events)
      .where(eq(events.id, eventId));
    return row?.owner === grant.uid;
  }
}
