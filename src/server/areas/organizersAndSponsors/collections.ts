// The organizer entries (orgs) and sponsors of an event, newest first.
import { create } from '@bufbuild/protobuf';
import { eq, sql } from 'drizzle-orm';
import { DocumentSchema } from '../../../../generated/live/live_pb';
import { orgInfos, sponsors } from '../../db/schema';
import type { CollectionDescriptor, Loader } from '../../live/descriptors';
import { resolveEventTarget } from '../../live/eventTarget';
import { byDocIds, seconds } from '../../live/refConditions';

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

export const orgsCollection: CollectionDescriptor = {
  load: partyLoader(orgInfos, 'orgs'),
  whereRefs: (refs) => byDocIds(orgInfos.id, refs),
  targets: {
    orgs: {
      resolve: (request) =>
        resolveEventTarget(request, {
          collection: 'orgs',
          where: eq(orgInfos.eventId, request.params.eventId),
        }),
    },
  },
};

export const sponsorsCollection: CollectionDescriptor = {
  load: partyLoader(sponsors, 'sponsors'),
  whereRefs: (refs) => byDocIds(sponsors.id, refs),
  targets: {
    sponsors: {
      resolve: (request) =>
        resolveEventTarget(request, {
          collection: 'sponsors',
          where: eq(sponsors.eventId, request.params.eventId),
        }),
    },
  },
};
