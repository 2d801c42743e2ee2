// The meetings of an event, newest first, and one meeting.
import { create } from '@bufbuild/protobuf';
import { DocumentSchema } from '../../../../generated/live/live_pb';
import { meetings } from '../../db/schema';
import type { CollectionDescriptor } from '../../live/descriptors';
import { eventItems } from '../../live/eventItems';
import { seconds } from '../../live/refConditions';

const items = eventItems<typeof meetings.$inferSelect>({
  collection: 'meetings',
  table: meetings,
  id: meetings.id,
  eventId: meetings.eventId,
  createdAt: meetings.createdAt,
  document: (r) =>
    create(DocumentSchema, {
      doc: {
        case: 'meeting',
        value: {
          meetingId: r.id,
          eventId: r.eventId,
          name: r.name,
          title: r.title,
          annotation: r.annotation,
          text: r.text,
          iconName: r.iconName,
          timetableStartAt: seconds(r.startAt),
          timetableEndAt: seconds(r.endAt),
          locationId: r.locationId,
          speakerIds: r.speakerIds,
          headerImageId: r.headerImageId,
          showLocationInListMeetings: r.showLocationInListMeetings,
          isVisible: r.isVisible,
          createdAt: seconds(r.createdAt) ?? 0,
          updatedAt: seconds(r.updatedAt) ?? 0,
        },
      },
    }),
  idOf: (d) => (d.doc.case === 'meeting' ? d.doc.value.meetingId : undefined),
});

export const meetingsCollection: CollectionDescriptor = {
  load: items.load,
  whereRefs: items.whereRefs,
  targets: {
    meetings: { resolve: (request) => items.list(request) },
    meeting: {
      resolve: (request) => items.one(request, request.params.meetingId, 'meetingId'),
    },
  },
};
