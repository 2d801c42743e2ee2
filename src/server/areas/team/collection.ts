// The memberships collection: one document per (event, member), read by the member alone as
// the `memberships` target (their events, role and the owner's organisation name). Its change
// records (scope: the member) also tell the live hub to authorise that member's targets again.
import { create } from '@bufbuild/protobuf';
import { and, eq, or } from 'drizzle-orm';
import { DocumentSchema } from '../../../../generated/live/live_pb';
import { eventMembers, events, organisations } from '../../db/schema';
import type { CollectionDescriptor, Loader } from '../../live/descriptors';

const loadMemberships: Loader = async (q, where) => {
  const rows = await q
    .select({ m: eventMembers, orgName: organisations.orgName })
    .from(eventMembers)
    .innerJoin(events, eq(events.id, eventMembers.eventId))
    .leftJoin(organisations, eq(organisations.id, events.userId))
    .where(where);
  return rows.map(({ m, orgName }) => ({
    collection: 'members',
    eventId: m.eventId,
    scope: m.userId,
    docId: m.eventId,
    document: create(DocumentSchema, {
      doc: {
        case: 'membership',
        value: { eventId: m.eventId, role: m.role, ownerOrgName: orgName ?? '' },
      },
    }),
  }));
};

export const membershipsCollection: CollectionDescriptor = {
  load: loadMemberships,
  whereRefs: (refs) =>
    or(
      ...refs.map((r) => and(eq(eventMembers.eventId, r.docId), eq(eventMembers.userId, r.scope))),
    ),
  targets: {
    memberships: {
      resolve: ({ uid, load }) =>
        Promise.resolve({
          selector: { collection: 'members', scope: uid },
          includes: () => true,
          snapshot: (db) => load(db, eq(eventMembers.userId, uid)),
        }),
    },
  },
};
