// The speakers of an event, newest first, and one speaker.
import { create } from '@bufbuild/protobuf';
import { DocumentSchema } from '../../../../generated/live/live_pb';
import { speakers } from '../../db/schema';
import type { CollectionDescriptor } from '../../live/descriptors';
import { eventItems } from '../../live/eventItems';
import { seconds } from '../../live/refConditions';

const items = eventItems<typeof speakers.$inferSelect>({
  collection: 'speakers',
  table: speakers,
  id: speakers.id,
  eventId: speakers.eventId,
  createdAt: speakers.createdAt,
  document: (r) =>
    create(DocumentSchema, {
      doc: {
        case: 'speaker',
        value: {
          speakerId: r.id,
          eventId: r.eventId,
          name: r.name,
          positionName: r.positionName,
          companyName: r.companyName,
          bio: r.bio,
          avatarId: r.avatarId,
          backgroundImageId: r.backgroundImageId,
          backgroundDesktopImageId: r.backgroundDesktopImageId,
          isHidden: r.isHidden,
          createdAt: seconds(r.createdAt) ?? 0,
        },
      },
    }),
  idOf: (d) => (d.doc.case === 'speaker' ? d.doc.value.speakerId : undefined),
});

export const speakersCollection: CollectionDescriptor = {
  load: items.load,
  whereRefs: items.whereRefs,
  targets: {
    speakers: { resolve: (request) => items.list(request) },
    speaker: {
      resolve: (request) => items.one(request, request.params.speakerId, 'speakerId'),
    },
  },
};
