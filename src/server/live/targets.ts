// The live targets: which paths a client may listen to, who may, and what each one holds.
// A later collection only adds an entry here (and its loader in documents.ts).
import { Code, ConnectError } from '@connectrpc/connect';
import { and, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Document } from '../../../generated/live/live_pb';
import { languageRule, uuidRule } from '../../common/rules';
import type { Queryable } from '../db/database';
import {
  events,
  files,
  organisations,
  orgInfos,
  preferences,
  sponsors,
  translations,
} from '../db/schema';
import type { Collection } from '../db/writer';
import { validate } from '../rpc/errors';
import { ownedEvent } from '../services/eventAccess';
import { COLLECTIONS } from './documents';
import type { LoadedDoc } from './documents';

/** Which change records a target follows: every given field must match. */
export interface Selector {
  collection: Collection;
  eventId?: string;
  ownerId?: string;
  scope?: string;
}

export interface ResolvedTarget {
  selector: Selector;
  /** Whether a current document belongs to the target (e.g. the event list hides archived). */
  includes(document: Document): boolean;
  snapshot(q: Queryable): Promise<LoadedDoc[]>;
}

interface TargetSpec {
  pattern: RegExp;
  resolve(q: Queryable, uid: string, params: Record<string, string>): Promise<ResolvedTarget>;
}

const all = () => true;

/** A target over one collection of one of the caller's events. */
function eventCollection(
  collection: Collection,
  where: (eventId: string, params: Record<string, string>) => SQL | undefined,
  scope?: (params: Record<string, string>) => string,
): TargetSpec['resolve'] {
  return async (q, uid, params) => {
    const eventId = params.eventId ?? '';
    await ownedEvent(q, uid, eventId, { forWrite: false });
    const scoped = scope?.(params);
    return {
      selector: { collection, eventId, ...(scoped === undefined ? {} : { scope: scoped }) },
      includes: all,
      snapshot: (db) => COLLECTIONS[collection].load(db, where(eventId, params)),
    };
  };
}

const TARGETS: TargetSpec[] = [
  {
    // The signed-in user's events that are not archived (the event list).
    pattern: /^events$/,
    resolve: async (_q, uid) => ({
      selector: { collection: 'events', ownerId: uid },
      includes: (d) => d.doc.case === 'event' && !d.doc.value.isArchive,
      snapshot: (db) =>
        COLLECTIONS.events.load(db, and(eq(events.userId, uid), eq(events.isArchive, false))),
    }),
  },
  {
    pattern: /^events\/(?<eventId>[^/]+)$/,
    resolve: eventCollection('events', (eventId) => eq(events.id, eventId)),
  },
  {
    pattern: /^events\/(?<eventId>[^/]+)\/translations\/(?<lang>[^/]+)$/,
    resolve: async (q, uid, params) => {
      const lang = validate(languageRule, params.lang, 'lang');
      return eventCollection(
        'translations',
        (eventId) => and(eq(translations.eventId, eventId), eq(translations.lang, lang)),
        () => lang,
      )(q, uid, params);
    },
  },
  {
    pattern: /^events\/(?<eventId>[^/]+)\/preferences$/,
    resolve: eventCollection('preferences', (eventId) => eq(preferences.eventId, eventId)),
  },
  {
    pattern: /^events\/(?<eventId>[^/]+)\/orgs$/,
    resolve: eventCollection('orgs', (eventId) => eq(orgInfos.eventId, eventId)),
  },
  {
    pattern: /^events\/(?<eventId>[^/]+)\/sponsors$/,
    resolve: eventCollection('sponsors', (eventId) => eq(sponsors.eventId, eventId)),
  },
  {
    // The event's files that are not removed (spec/console.md §7: files where removed == false).
    pattern: /^events\/(?<eventId>[^/]+)\/files$/,
    resolve: async (q, uid, params) => ({
      ...(await eventCollection('files', (eventId) =>
        and(eq(files.eventId, eventId), eq(files.removed, false)),
      )(q, uid, params)),
      includes: (d) => d.doc.case === 'file' && !d.doc.value.removed,
    }),
  },
  {
    // One file, removed or not: the console follows an upload's status here.
    pattern: /^events\/(?<eventId>[^/]+)\/files\/(?<fileId>[^/]+)$/,
    resolve: async (q, uid, params) => {
      const fileId = validate(uuidRule('fileId'), params.fileId, 'fileId');
      return {
        ...(await eventCollection('files', (eventId) =>
          and(eq(files.eventId, eventId), eq(files.id, fileId)),
        )(q, uid, params)),
        includes: (d) => d.doc.case === 'file' && d.doc.value.fileId === fileId,
      };
    },
  },
  {
    pattern: /^organisations\/(?<uid>[^/]+)$/,
    resolve: async (_q, uid, params) => {
      if (params.uid !== uid) throw new ConnectError('Not found.', Code.NotFound);
      return {
        selector: { collection: 'organisations', ownerId: uid },
        includes: all,
        snapshot: (db) => COLLECTIONS.organisations.load(db, eq(organisations.id, uid)),
      };
    },
  },
  {
    pattern: /^default_keys$/,
    resolve: async () => ({
      selector: { collection: 'default_keys' },
      includes: all,
      snapshot: (db) => COLLECTIONS.default_keys.load(db, undefined),
    }),
  },
];

/** The target at a path for a caller, or a ConnectError (INVALID_ARGUMENT, NOT_FOUND). */
export async function resolveTarget(
  q: Queryable,
  uid: string,
  path: string,
): Promise<ResolvedTarget> {
  for (const spec of TARGETS) {
    const match = spec.pattern.exec(path);
    if (match) return spec.resolve(q, uid, { ...match.groups });
  }
  throw new ConnectError(`path: no live target '${path.slice(0, 200)}'.`, Code.InvalidArgument);
}
