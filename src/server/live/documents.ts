// Rows to the typed documents of the live feed, loaded in batches. A document's identity is
// its collection, event, scope and id, as written in the change record.
import { create } from '@bufbuild/protobuf';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { DocumentSchema } from '../../../generated/live/live_pb';
import type { Document } from '../../../generated/live/live_pb';
import { EVENT_DESCRIPTION_KEY, EVENT_TITLE_KEY } from '../../common/constants';
import type { Queryable } from '../db/database';
import {
  defaultKeys,
  events,
  files,
  organisations,
  orgInfos,
  preferences,
  sponsors,
  translations,
  users,
} from '../db/schema';
import type { Collection } from '../db/writer';

export interface DocRef {
  collection: Collection;
  eventId: string | null;
  scope: string;
  docId: string;
}

export const identity = (ref: DocRef) =>
  `${ref.collection}|${ref.eventId ?? ''}|${ref.scope}|${ref.docId}`;

export interface LoadedDoc extends DocRef {
  document: Document;
}

const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : undefined);

/** Loads the current documents of a set of refs of one collection; deleted ones are absent. */
export type Loader = (q: Queryable, where: SQL | undefined) => Promise<LoadedDoc[]>;

const eventsLoader: Loader = async (q, where) => {
  const rows = await q
    .select({
      e: events,
      title: sql<
        string | null
      >`(SELECT value FROM ${translations} t WHERE t.event_id = ${events.id} AND t.lang = ${events.language} AND t.key = ${EVENT_TITLE_KEY})`,
      description: sql<
        string | null
      >`(SELECT value FROM ${translations} t WHERE t.event_id = ${events.id} AND t.lang = ${events.language} AND t.key = ${EVENT_DESCRIPTION_KEY})`,
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
          createdAt: seconds(e.createdAt) ?? 0,
          updatedAt: seconds(e.updatedAt) ?? 0,
        },
      },
    }),
  }));
};

const organisationsLoader: Loader = async (q, where) => {
  const rows = await q
    .select({ o: organisations, email: users.email, emailVerified: users.emailVerified })
    .from(organisations)
    .innerJoin(users, eq(users.id, organisations.id))
    .where(where);
  return rows.map(({ o, email, emailVerified }) => ({
    collection: 'organisations',
    eventId: null,
    scope: '',
    docId: o.id,
    document: create(DocumentSchema, {
      doc: {
        case: 'organisation',
        value: {
          id: o.id,
          orgName: o.orgName,
          orgKey: o.orgKey ?? '',
          brandImageUrl: o.brandImageUrl,
          mainImageId: o.mainImageId,
          email,
          emailVerified,
        },
      },
    }),
  }));
};

const translationsLoader: Loader = async (q, where) =>
  (await q.select().from(translations).where(where)).map((t) => ({
    collection: 'translations',
    eventId: t.eventId,
    scope: t.lang,
    docId: t.key,
    document: create(DocumentSchema, {
      doc: {
        case: 'translation',
        value: { eventId: t.eventId, lang: t.lang, key: t.key, value: t.value },
      },
    }),
  }));

const preferencesLoader: Loader = async (q, where) =>
  (await q.select().from(preferences).where(where)).map((p) => ({
    collection: 'preferences',
    eventId: p.eventId,
    scope: '',
    docId: p.key,
    document: create(DocumentSchema, {
      doc: { case: 'preference', value: { eventId: p.eventId, key: p.key, payload: p.payload } },
    }),
  }));

const defaultKeysLoader: Loader = async (q, where) =>
  (await q.select().from(defaultKeys).where(where).orderBy(defaultKeys.sort)).map((k) => ({
    collection: 'default_keys',
    eventId: null,
    scope: '',
    docId: k.key,
    document: create(DocumentSchema, {
      doc: {
        case: 'defaultKey',
        value: { key: k.key, group: k.group, sort: k.sort, texts: k.texts, show: k.show },
      },
    }),
  }));

const partyLoader =
  (table: typeof orgInfos | typeof sponsors, collection: 'orgs' | 'sponsors'): Loader =>
  async (q, where) =>
    (
      await q
        .select()
        .from(table)
        .where(where)
        .orderBy(sql`${table.createdAt} DESC`)
    ).map((r) => {
      const common = {
        eventId: r.eventId,
        logoId: r.logoId,
        name: r.name,
        createdAt: seconds(r.createdAt) ?? 0,
      };
      return {
        collection,
        eventId: r.eventId,
        scope: '',
        docId: r.id,
        document: create(DocumentSchema, {
          doc:
            collection === 'orgs'
              ? { case: 'orgInfo', value: { orgInfoId: r.id, ...common } }
              : { case: 'sponsor', value: { sponsorId: r.id, ...common } },
        }),
      };
    });

const filesLoader: Loader = async (q, where) =>
  (await q.select().from(files).where(where).orderBy(files.createdAt)).map((f) => ({
    collection: 'files',
    eventId: f.eventId,
    scope: '',
    docId: f.id,
    document: create(DocumentSchema, {
      doc: {
        case: 'file',
        value: {
          fileId: f.id,
          eventId: f.eventId,
          origFilename: f.origFilename,
          role: f.role,
          status: f.status,
          errMsg: f.errMsg,
          removed: f.removed,
          // Fractional seconds: the console's ?v= changes with every crop, even within a second.
          timestamp: f.updatedAt.getTime() / 1000,
          listDerivedFiles: f.derived,
          contentType: f.contentType,
          size: f.size,
        },
      },
    }),
  }));

interface CollectionSpec {
  load: Loader;
  /** The condition that selects the given refs (all of one collection). */
  whereRefs(refs: DocRef[]): SQL | undefined;
}

const byEventAnd = (
  eventCol: AnyPgColumn,
  keyCol: AnyPgColumn,
  refs: DocRef[],
  extra?: (ref: DocRef) => SQL,
) =>
  sql.join(
    refs.map((r) => sql`(${and(eq(eventCol, r.eventId ?? ''), eq(keyCol, r.docId), extra?.(r))})`),
    sql` OR `,
  );

export const COLLECTIONS: Record<Collection, CollectionSpec> = {
  events: {
    load: eventsLoader,
    whereRefs: (refs) =>
      inArray(
        events.id,
        refs.map((r) => r.docId),
      ),
  },
  organisations: {
    load: organisationsLoader,
    whereRefs: (refs) =>
      inArray(
        organisations.id,
        refs.map((r) => r.docId),
      ),
  },
  translations: {
    load: translationsLoader,
    whereRefs: (refs) =>
      byEventAnd(translations.eventId, translations.key, refs, (r) =>
        eq(translations.lang, r.scope),
      ),
  },
  preferences: {
    load: preferencesLoader,
    whereRefs: (refs) => byEventAnd(preferences.eventId, preferences.key, refs),
  },
  default_keys: {
    load: defaultKeysLoader,
    whereRefs: (refs) =>
      inArray(
        defaultKeys.key,
        refs.map((r) => r.docId),
      ),
  },
  orgs: {
    load: partyLoader(orgInfos, 'orgs'),
    whereRefs: (refs) =>
      inArray(
        orgInfos.id,
        refs.map((r) => r.docId),
      ),
  },
  sponsors: {
    load: partyLoader(sponsors, 'sponsors'),
    whereRefs: (refs) =>
      inArray(
        sponsors.id,
        refs.map((r) => r.docId),
      ),
  },
  files: {
    load: filesLoader,
    whereRefs: (refs) =>
      inArray(
        files.id,
        refs.map((r) => r.docId),
      ),
  },
};

/** The current documents of the given refs, keyed by identity; deleted ones are absent. */
export async function loadRefs(q: Queryable, refs: DocRef[]): Promise<Map<string, LoadedDoc>> {
  const byCollection = new Map<Collection, DocRef[]>();
  for (const ref of refs) {
    const list = byCollection.get(ref.collection) ?? [];
    list.push(ref);
    byCollection.set(ref.collection, list);
  }
  const loaded = new Map<string, LoadedDoc>();
  for (const [collection, list] of byCollection) {
    const spec = COLLECTIONS[collection];
    for (const doc of await spec.load(q, spec.whereRefs(list))) loaded.set(identity(doc), doc);
  }
  return loaded;
}
