// Issue 28 §12: an event that asks for registration shows its content to its registered
// participants only (the access token the SMS code bought, checked on every read so a
// suspension takes effect at once) and to its own organiser's preview. Everyone else reads
// what the home page and the registration form need: the event's name, dates, slogan, design,
// menu and wording, never its programme, people, places, posts or long texts. The gate sits
// at the routes (snapshot, texts, schedule exports), not inside what they serve.
import { and, eq, sql } from 'drizzle-orm';
import type { IncomingHttpHeaders } from 'node:http';
import { REGISTRATION_FORM_ID } from '../../../../common/forms';
import { PREVIEW_HEADER } from '../../../../common/preview';
import type { PublicEvent } from '../../../../common/publicEvent';
import { events, forms } from '../../../db/schema';
import type { Deps } from '../../../rpc/deps';
import { PreviewReader } from '../previewRead';
import { PreviewTokens } from '../previewTokens';
import { RegistrationCredentials } from './credentials';
import { checkedAccess } from './me';

/**
 * 'open': the event asks for no registration; 200: the caller may read its content; 401: not
 * registered (or no valid token); 403: suspended.
 */
export type ContentAccess = 'open' | 200 | 401 | 403;

/** What anyone may read of an event that asks for registration: its home, not its content. */
export function openHome(event: PublicEvent): PublicEvent {
  return {
    ...event,
    description: '',
    organizers: [],
    sponsors: [],
    place: { title: '', description: '', image: null, sections: [] },
    infoSections: [],
    locations: [],
    speakers: [],
    meetings: [],
    posts: [],
  };
}

export class ContentGate {
  private readonly credentials: RegistrationCredentials;

  constructor(
    private readonly deps: Deps,
    private readonly preview = new PreviewReader(
      deps.database,
      new PreviewTokens(deps.config.secret),
      deps.now,
      deps.tokens,
      deps.files.signatures,
    ),
  ) {
    this.credentials = new RegistrationCredentials(deps.config.secret);
  }

  /** Whether this request may read the content of this event, which asks for registration. */
  async access(eventId: string, headers: IncomingHttpHeaders): Promise<200 | 401 | 403> {
    if (await this.preview.opens(headers[PREVIEW_HEADER], eventId)) return 200;
    const checked = await checkedAccess(
      this.deps.database,
      this.credentials,
      eventId,
      headers.authorization,
      this.deps.now(),
    );
    return checked.status === 200 ? 200 : checked.status;
  }

  /**
   * The same for a published event named by its key; 'open' for one that does not ask for
   * registration, and for none at all (the caller's own lookup then answers 404, as before).
   */
  async accessByKey(eventKey: string, headers: IncomingHttpHeaders): Promise<ContentAccess> {
    const [row] = await this.deps.database.db
      .select({ id: events.id })
      .from(events)
      .innerJoin(
        forms,
        and(
          eq(forms.eventId, events.id),
          eq(forms.formId, REGISTRATION_FORM_ID),
          eq(forms.requiredForm, true),
        ),
      )
      .where(
        and(
          sql`lower(${events.extKey}) = ${eventKey.toLowerCase()}`,
          sql`${events.publishedAt} IS NOT NULL`,
          eq(events.isArchive, false),
        ),
      );
    return row ? this.access(row.id, headers) : 'open';
  }
}
