// The meeting writes (spec/content.md §7 manager.meetings), each declared once with its
// optimistic effect. A create carries its id (UUID v7) and its speakers.
import type { Meeting } from '../../../../generated/manager/model_pb';
import { pickMasked } from '../../../common/updateMask';
import { patchItem } from '../liveCollection';
import type { ItemsDraft } from '../liveCollection';
import { defineQueuedWrite } from '../writes';

export type MeetingsDraft = ItemsDraft<Meeting>;

interface MeetingFields {
  name?: string;
  title?: string;
  startAt?: number;
  endAt?: number;
  annotation?: string;
  text?: string;
  iconName?: string;
  locationId?: string;
  headerImageId?: string;
  showLocationInListMeetings?: boolean;
}

const fields = (r: MeetingFields) => ({
  name: r.name ?? '',
  title: r.title ?? '',
  timetableStartAt: r.startAt,
  timetableEndAt: r.endAt,
  annotation: r.annotation ?? '',
  text: r.text ?? '',
  iconName: r.iconName ?? '',
  locationId: r.locationId ?? '',
  headerImageId: r.headerImageId ?? '',
  showLocationInListMeetings: r.showLocationInListMeetings ?? false,
});

/** The request fields of a meeting's fields where their names differ. */
const REQUEST_FIELDS = { timetableStartAt: 'startAt', timetableEndAt: 'endAt' };

const seconds = (ms: number) => Math.floor(ms / 1000);

interface IdsRequest {
  eventId?: string;
  meetingId?: string;
  speakerIds?: string[];
}

/** Patches the meeting a request names, from its current state and the request's speakers. */
const patchMeeting =
  (patch: (m: Meeting, speakerIds: readonly string[]) => Partial<Meeting>) =>
  (draft: MeetingsDraft, r: IdsRequest) => {
    const meeting = draft.items.get(r.meetingId ?? '');
    if (r.eventId === draft.eventId && meeting) {
      patchItem(draft, meeting.meetingId, patch(meeting, r.speakerIds ?? []));
    }
  };

const onMeeting = (r: IdsRequest) => [r.meetingId ?? ''];

export const meetingWrites = {
  create: defineQueuedWrite<'meetings', 'createMeeting', MeetingsDraft>({
    name: 'meetings.create',
    service: 'meetings',
    method: 'createMeeting',
    docIds: (r) => [r.meetingId ?? ''],
    apply: (draft, r, { createdAt }) => {
      const id = r.meetingId ?? '';
      if (r.eventId !== draft.eventId || !id || draft.items.has(id)) return;
      draft.items.set(id, {
        $typeName: 'manager.Meeting',
        meetingId: id,
        eventId: draft.eventId,
        ...fields(r),
        speakerIds: [...new Set(r.speakerIds ?? [])],
        isVisible: true,
        createdAt: seconds(createdAt),
        updatedAt: seconds(createdAt),
        pending: true,
      });
    },
  }),
  update: defineQueuedWrite<'meetings', 'updateMeeting', MeetingsDraft>({
    name: 'meetings.update',
    service: 'meetings',
    method: 'updateMeeting',
    docIds: (r) => [r.meetingId ?? ''],
    apply: (draft, r, { createdAt }) => {
      if (r.eventId !== draft.eventId) return;
      const changed = pickMasked(fields(r), r.updateMask, REQUEST_FIELDS);
      patchItem(draft, r.meetingId ?? '', { ...changed, updatedAt: seconds(createdAt) });
    },
  }),
  addSpeakers: defineQueuedWrite<'meetings', 'addSpeakers', MeetingsDraft>({
    name: 'meetings.addSpeakers',
    service: 'meetings',
    method: 'addSpeakers',
    docIds: onMeeting,
    apply: patchMeeting((m, ids) => ({ speakerIds: [...new Set([...m.speakerIds, ...ids])] })),
  }),
  removeSpeakers: defineQueuedWrite<'meetings', 'removeSpeakers', MeetingsDraft>({
    name: 'meetings.removeSpeakers',
    service: 'meetings',
    method: 'removeSpeakers',
    docIds: onMeeting,
    apply: patchMeeting((m, ids) => ({
      speakerIds: m.speakerIds.filter((id) => !ids.includes(id)),
    })),
  }),
  show: defineQueuedWrite<'meetings', 'setAsVisibleMeeting', MeetingsDraft>({
    name: 'meetings.show',
    service: 'meetings',
    method: 'setAsVisibleMeeting',
    docIds: onMeeting,
    apply: patchMeeting(() => ({ isVisible: true })),
  }),
  hide: defineQueuedWrite<'meetings', 'setAsInvisibleMeeting', MeetingsDraft>({
    name: 'meetings.hide',
    service: 'meetings',
    method: 'setAsInvisibleMeeting',
    docIds: onMeeting,
    apply: patchMeeting(() => ({ isVisible: false })),
  }),
};
