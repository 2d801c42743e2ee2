// The locations of an event, newest first (spec/content.md §7 Locations).
import { create } from '@bufbuild/protobuf';
import { eq, sql } from 'drizzle-orm';
import { DocumentSchema } from '../../../../generated/live/live_pb';
import { locations } from '../../db/schema';
import type { CollectionDescriptor, Loader } from '../../live/descriptors';
import { resolveEventTarget } from '../../live/eventTarget';
import { byDocIds, seconds } from '../../live/refConditions';

const loadLocations: Loader = async (q, where) =>
  (
    await q
      .select()
      .from(locations)
      .where(where)
      .orderBy(sql`${locations.createdAt} DESC`)
  ).map((r) => ({
    collection: 'locations',
    eventId: r.eventId,
    scope: '',
    docId: r.id,
    document: create(DocumentSchema, {
      doc: {
        case: 'location',
        value: {
          locationId: r.id,
          eventId: r.eventId,
          name: r.name,
          address: r.address,
          description: r.description,
          imageId: r.imageId,
          isHidden: r.isHidden,
          createdAt: seconds(r.createdAt) ?? 0,
        },
      },
    }),
  }));

export const locationsCollection: CollectionDescriptor = {
  load: loadLocations,
  whereRefs: (refs) => byDocIds(locations.id, refs),
  targets: {
    locations: {
      resolve: (request) =>
        resolveEventTarget(request, {
          collection: 'locations',
          where: eq(locations.eventId, request.params.eventId),
        }),
    },
  },
};
