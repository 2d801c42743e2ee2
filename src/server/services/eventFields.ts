// Field rules and writes shared by the event calls: titles live as translations, rich text is
// sanitised, keys stay unique (case-insensitive), images are file ids.
import { sql } from 'drizzle-orm';
import { ConnectError, Code } from '@connectrpc/connect';
import { EVENT_DESCRIPTION_KEY, EVENT_TITLE_KEY, LIMITS } from '../../common/constants';
import { keyVariant } from '../../common/eventKey';
import { MESSAGES } from '../../common/messages';
import { textRule, uuidRule } from '../../common/rules';
import { findActiveContent, sanitizeRichText } from '../../common/sanitize';
import type { Queryable } from '../db/database';
import { events, translations } from '../db/schema';
import type { Writer } from '../db/writer';
import { invalidArgument, validate } from '../rpc/errors';
import { eventChanged } from './eventAccess';
import type { EventRow } from './eventAccess';

/** Rich text, sanitised with the spec's policy; active content is refused, not silently dropped. */
export function richText(value: string, field: string): string {
  validate(textRule(field, LIMITS.richText), value, field);
  const active = findActiveContent(value);
  if (active) throw invalidArgument(field, `active content is not allowed (${active}).`);
  return sanitizeRichText(value);
}

export function plainText(value: string, field: string, max: number = LIMITS.plainText): string {
  return validate(textRule(field, max), value, field).trim();
}

/** A file id, or '' to clear the image. */
export function imageId(value: string, field: string): string {
  return value === '' ? '' : validate(uuidRule(field), value, field);
}

/** Epoch seconds from the wire; 0 clears the date. */
export function epochDate(value: number, field: string): Date | null {
  if (!Number.isFinite(value) || value < 0 || value > 32_503_680_000) {
    throw new ConnectError(
      `${field}: must be epoch seconds between 1970 and 3000.`,
      Code.InvalidArgument,
    );
  }
  return value === 0 ? null : new Date(Math.floor(value) * 1000);
}

/** The first of base, base-2, base-3 … that no other event holds. */
export async function freeEventKey(
  q: Queryable,
  base: string,
  exceptEventId?: string,
): Promise<string> {
  const candidates = [base, ...Array.from({ length: 48 }, (_, i) => keyVariant(base, i + 2))];
  const taken = await q
    .select({ key: sql<string>`lower(${events.extKey})`, id: events.id })
    .from(events)
    .where(sql`lower(${events.extKey}) IN ${candidates.map((c) => c.toLowerCase())}`);
  const takenKeys = new Set(taken.filter((t) => t.id !== exceptEventId).map((t) => t.key));
  const free = candidates.find((c) => !takenKeys.has(c.toLowerCase()));
  if (free) return free;
  return keyVariant(base, Math.floor(1000 + Math.random() * 9000));
}

export async function assertKeyFree(q: Queryable, key: string, eventId: string): Promise<void> {
  const rows = await q
    .select({ id: events.id })
    .from(events)
    .where(sql`lower(${events.extKey}) = ${key.toLowerCase()} AND ${events.id} <> ${eventId}`);
  if (rows.length > 0) throw new ConnectError(`key: ${MESSAGES.keyTaken}`, Code.AlreadyExists);
}

/** Upserts one translation and records the changes it makes visible. */
export async function writeTranslation(
  w: Writer,
  event: Pick<EventRow, 'id' | 'userId' | 'language'>,
  lang: string,
  key: string,
  value: string,
): Promise<void> {
  await w.tx
    .insert(translations)
    .values({ eventId: event.id, lang, key, value })
    .onConflictDoUpdate({
      target: [translations.eventId, translations.lang, translations.key],
      set: { value, updatedAt: new Date() },
    });
  w.changed({
    collection: 'translations',
    docId: key,
    eventId: event.id,
    ownerId: event.userId,
    scope: lang,
  });
  if (lang === event.language && (key === EVENT_TITLE_KEY || key === EVENT_DESCRIPTION_KEY)) {
    w.changed(eventChanged(event));
  }
}
