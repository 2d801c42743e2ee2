// The events collection: one document per event, its title and description read from the
// translations of its language. Served as the owner's event list and as one event.
import { create } from '@bufbuild/protobuf';
import { and, eq, sql } from 'drizzle-orm';
import { DocumentSchema } from '../../../../generated/live/live_pb';
import { EVENT_DESCRIPTION_KEY, EVENT_TITLE_KEY } from '../../../common/constants';
import { events, translations } from '../../db/schema';
import type { CollectionDescriptor, Loader, ServedTarget } from '../../live/descriptors';
import { resolveEventTarget } from '../../live/eventTarget';
import { byDocIds, seconds } from '../../live/refConditions';

const translated = (key: string) =>
  sql<
    string | null
  >`(SELECT value FROM ${translations} t WHERE t.event_id = ${events.id} AND t.lang = ${events.language} AND t.key = ${key})`;

const loadEvents: Loader = async (q, where) => {
  const rows = await q
    .select({
      e: events,
      title: translated(EVENT_TITLE_KEY),
      description: translated(EVENT_DESCRIPTION_KEY),
    })
    .from(events)
    .where(where)
    .orderBy(events.createdAt);
  return rows.map(({ e, title, description }) => ({
    collection: 'events',
    eventId: e.id,
    scope: '',
    docId: e.id,
    document: create(DocumentSchema, {
      doc: {
        case: 'event',
        value: {
          eventId: e.id,
          extKey: e.extKey,
          userId: e.userId,
          isArchive: e.isArchive,
          language: e.language,
          title: title ?? '',
          description: description ?? '',
          slogan: e.slogan,
          copyright: e.copyright,
          mainImageId: e.mainImageId,
          backgroundImageId: e.backgroundImageId,
          backgroundDesktopImageId: e.backgroundDesktopImageId,
          iconFileId: e.iconFileId,
          icon: e.iconFileId ? [{ sizes: '512x512', src: `${e.iconFileId}_size_w512` }] : [],
          startAt: seconds(e.startAt),
          endAt: seconds(e.endAt),
          publishedAt: seconds(e.publishedAt),
          theme: e.theme,
          showMenuItems: e.showMenuItems,
          place: e.place,
          domain: e.domain
            ? { domain: e.domain, verification: e.domainVerified, dnsList: e.dnsRecords }
            : undefined,
          qrIsVisible: e.qrIsVisible,
          requiredRegistration: e.requiredRegistration,
          carried: e.carried ?? {},
          timeZone: e.timeZone,
          createdAt: seconds(e.createdAt) ?? 0,
          updatedAt: seconds(e.updatedAt) ?? 0,
        },
      },
    }),
  }));
};

/** The caller's own events whose isArchive is `archived`; one moves between the two lists live. */
const ownList = (archived: boolean): ServedTarget<'events' | 'archivedEvents'> => ({
  resolve: async ({ uid, load }) => ({
    selector: { collection: 'events', ownerId: uid },
    includes: (d) => d.doc.case === 'event' && d.doc.value.isArchive === archived,
    snapshot: (db) => load(db, and(eq(events.userId, uid), eq(events.isArchive, archived))),
  }),
});

export const eventsCollection: CollectionDescriptor = {
  load: loadEvents,
  whereRefs: (refs) => byDocIds(events.id, refs),
  targets: {
    // The signed-in organiser's events that are not archived (the event list).
    events: ownList(false),
    // Its archived events, so that an archived event can be found and unarchived.
    archivedEvents: ownList(true),
    event: {
      resolve: (request) =>
        resolveEventTarget(request, {
          collection: 'events',
          where: eq(events.id, request.params.eventId),
        }),
    },
  },
};
