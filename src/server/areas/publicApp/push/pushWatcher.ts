// Finds what to push (issue 29): on the leading node only, every few seconds, each event with
// subscriptions whose change log moved is compared with what was last seen of it (push_watch):
// a starred session moved, changed room or was cancelled (the rule the app lists them by,
// src/common/programmeChanges.ts) makes a message for each subscription whose sync key stars
// it, and a newly published organiser post one for every subscription. The messages go into
// the outbox in the transaction that notes the new state, so each goes out once.
import { and, eq } from 'drizzle-orm';
import en from '../../../../../locales/en/attendeePush.json';
import ru from '../../../../../locales/ru/attendeePush.json';
import { starredIds } from '../../../../common/favoriteSync';
import type { FavoriteMarks } from '../../../../common/favoriteSync';
import { starredChanges } from '../../../../common/programmeChanges';
import type { SessionSlot } from '../../../../common/programmeChanges';
import type { PublicEvent } from '../../../../common/publicEvent';
import type { PushMessage } from '../../../../common/publicPush';
import type { Database, Queryable } from '../../../db/database';
import { enqueuePush } from '../../../outbox/outbox';
import { favoriteSets, pushSubscriptions, pushWatch } from '../../../db/schema';
import type { PushProgramme } from '../tables';
import { plainText } from '../pages';
import { buildSnapshot } from '../snapshot';

export const PUSH_WATCH_MS = 2_000;

const orgPosts = (event: PublicEvent) =>
  event.posts.filter((p) => p.kind === 'org').map((p) => p.id);

function programmeOf(event: PublicEvent, posts: string[]): PushProgramme {
  return {
    meetings: event.meetings.map(({ id, name, startAt, endAt, locationId }) => ({
      id,
      name,
      startAt,
      endAt,
      locationId,
    })),
    locations: event.locations.map(({ id, name }) => ({ id, name })),
    posts,
  };
}

/** Notes an event's programme when nothing is noted of it yet (a first subscription). */
export async function noteProgramme(q: Queryable, event: PublicEvent): Promise<void> {
  await q
    .insert(pushWatch)
    .values({ eventId: event.eventId, programme: programmeOf(event, orgPosts(event)) })
    .onConflictDoNothing();
}

function slotText(slot: SessionSlot, event: PublicEvent, language: string): string {
  const when = new Intl.DateTimeFormat(language, {
    timeZone: event.timeZone || 'UTC',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  }).format(slot.startAt * 1000);
  return slot.location ? `${when}, ${slot.location}` : when;
}

interface Subscriber {
  endpoint: string;
  p256dh: string;
  auth: string;
  language: string;
  marks: FavoriteMarks | null;
}

/** The messages one subscriber gets for the change from `before` to `event`. */
function messagesFor(
  s: Subscriber,
  before: PushProgramme,
  after: PushProgramme,
  event: PublicEvent,
  posted: PublicEvent['posts'],
): PushMessage[] {
  const t = s.language === 'ru' ? ru : en;
  const changes = starredChanges(before, after, starredIds(s.marks ?? {})).map((c) => ({
    title: t.changed.replace('{{name}}', c.name),
    body: `${slotText(c.before, event, s.language)} → ${
      c.after ? slotText(c.after, event, s.language) : t.cancelled
    }`,
    url: 'favorites',
    tag: `change-${c.id}`,
  }));
  const posts = posted.map((p) => ({
    title: p.title || event.title,
    body: plainText(p.text),
    url: 'notifications',
    tag: `post-${p.id}`,
  }));
  return [...changes, ...posts];
}

export class PushWatcher {
  /** The change log's position last read; null: read every event with subscriptions. */
  private lastSeq: number | null = null;

  constructor(private readonly database: Database) {}

  /** A new leader starts from every event, as the last one may have stopped mid-way. */
  restart(): void {
    this.lastSeq = null;
  }

  async pass(): Promise<void> {
    const [top] = await this.database.query<{ seq: string | null }>(
      'SELECT max(seq) AS seq FROM changes',
      [],
    );
    const rows = await this.database.query<{ event_id: string }>(
      `SELECT DISTINCT s.event_id FROM push_subscriptions s
        WHERE $1::bigint IS NULL
           OR EXISTS (SELECT 1 FROM changes c WHERE c.event_id = s.event_id AND c.seq > $1)`,
      [this.lastSeq],
    );
    for (const { event_id: eventId } of rows) await this.watch(eventId);
    this.lastSeq = Number(top?.seq ?? 0);
  }

  private async watch(eventId: string): Promise<void> {
    const event = await buildSnapshot(this.database.db, eventId);
    // Unpublished: nothing is told, and what was seen stays to compare with its return.
    if (!event) return;
    await this.database.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ programme: pushWatch.programme })
        .from(pushWatch)
        .where(eq(pushWatch.eventId, eventId))
        .for('update');
      if (!row) return noteProgramme(tx, event);
      const before = row.programme;
      const seen = new Set(before.posts);
      const posted = event.posts.filter((p) => p.kind === 'org' && !seen.has(p.id));
      const after = programmeOf(event, [...before.posts, ...posted.map((p) => p.id)]);
      const subscribers: Subscriber[] = await tx
        .select({
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
          language: pushSubscriptions.language,
          marks: favoriteSets.marks,
        })
        .from(pushSubscriptions)
        .leftJoin(
          favoriteSets,
          and(
            eq(favoriteSets.eventId, pushSubscriptions.eventId),
            eq(favoriteSets.keyHash, pushSubscriptions.keyHash),
          ),
        )
        .where(eq(pushSubscriptions.eventId, eventId));
      for (const s of subscribers) {
        for (const message of messagesFor(s, before, after, event, posted)) {
          await enqueuePush(tx, s, JSON.stringify(message));
        }
      }
      await tx
        .update(pushWatch)
        .set({ programme: after, updatedAt: new Date() })
        .where(eq(pushWatch.eventId, eventId));
    });
  }
}
