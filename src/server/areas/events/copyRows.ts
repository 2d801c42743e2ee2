// What a copied event takes along: translations, preferences, organizers and sponsors, each
// with its change record, so the copy's targets fill at once. Its title, in every language,
// says it is a copy.
import { eq } from 'drizzle-orm';
import { EVENT_TITLE_KEY } from '../../../common/constants';
import { copyTitle } from '../../../common/copyTitle';
import { v7 as uuidv7 } from 'uuid';
import type { EventRow } from '../../auth/eventAccess';
import { orgInfos, preferences, sponsors, translations } from '../../db/schema';
import type { Writer } from '../../db/writer';

export /** Copies what belongs to the event: translations, preferences, organizers and sponsors. */
async function copyRows(w: Writer, source: EventRow, copy: EventRow): Promise<void> {
  const owner = { eventId: copy.id, ownerId: copy.userId };
  for (const t of await w.tx
    .select()
    .from(translations)
    .where(eq(translations.eventId, source.id))) {
    const value = t.key === EVENT_TITLE_KEY ? copyTitle(t.value, t.lang) : t.value;
    await w.tx
      .insert(translations)
      .values({ ...t, value, eventId: copy.id, updatedAt: new Date() });
    w.changed({ collection: 'translations', docId: t.key, scope: t.lang, ...owner });
  }
  for (const p of await w.tx.select().from(preferences).where(eq(preferences.eventId, source.id))) {
    await w.tx.insert(preferences).values({ ...p, eventId: copy.id, updatedAt: new Date() });
    w.changed({ collection: 'preferences', docId: p.key, ...owner });
  }
  for (const o of await w.tx.select().from(orgInfos).where(eq(orgInfos.eventId, source.id))) {
    const id = uuidv7();
    await w.tx.insert(orgInfos).values({ ...o, id, eventId: copy.id });
    w.changed({ collection: 'orgs', docId: id, ...owner });
  }
  for (const s of await w.tx.select().from(sponsors).where(eq(sponsors.eventId, source.id))) {
    const id = uuidv7();
    await w.tx.insert(sponsors).values({ ...s, id, eventId: copy.id });
    w.changed({ collection: 'sponsors', docId: id, ...owner });
  }
}
