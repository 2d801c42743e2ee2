// The preferences of an event, one document per key.
import { create } from '@bufbuild/protobuf';
import { eq } from 'drizzle-orm';
import { DocumentSchema } from '../../../../generated/live/live_pb';
import { preferences } from '../../db/schema';
import type { CollectionDescriptor, Loader } from '../../live/descriptors';
import { resolveEventTarget } from '../../live/eventTarget';
import { byEventAnd } from '../../live/refConditions';

const loadPreferences: Loader = async (q, where) =>
  (await q.select().from(preferences).where(where)).map((p) => ({
    collection: 'preferences',
    eventId: p.eventId,
    scope: '',
    docId: p.key,
    document: create(DocumentSchema, {
      doc: { case: 'preference', value: { eventId: p.eventId, key: p.key, payload: p.payload } },
    }),
  }));

export const preferencesCollection: CollectionDescriptor = {
  load: loadPreferences,
  whereRefs: (refs) => byEventAnd(preferences.eventId, preferences.key, refs),
  targets: {
    preferences: {
      resolve: (request) =>
        resolveEventTarget(request, {
          collection: 'preferences',
          where: eq(preferences.eventId, request.params.eventId),
        }),
    },
  },
};
