// The meeting writes as queued RTK Query mutations: each resolves once queued.
import type { UpdateMask } from '../../../common/updateMask';
import { api } from '../../app/api';
import { queued } from '../writes';
import { meetingWrites } from './meetingWrites';

export interface MeetingRequest {
  eventId: string;
  meetingId: string;
  name: string;
  /** Epoch seconds. */
  startAt: number;
  endAt: number;
  annotation?: string;
  text?: string;
  iconName?: string;
  locationId?: string;
  headerImageId?: string;
  showLocationInListMeetings: boolean;
  /** Set by an update: the fields it changes (the others keep their values). */
  updateMask?: UpdateMask;
}

interface SpeakersArgs {
  eventId: string;
  meetingId: string;
  speakerIds: string[];
}

export const meetingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    createMeeting: build.mutation<null, MeetingRequest & { speakerIds: string[] }>({
      queryFn: (args, { dispatch }) => queued(dispatch, meetingWrites.create, args),
    }),
    /** Saves the meeting, then shows or hides it when that changed (spec/content.md §2.8). */
    updateMeeting: build.mutation<null, MeetingRequest & { isVisible?: boolean }>({
      queryFn: ({ isVisible, ...request }, { dispatch }) => {
        const saved = queued(dispatch, meetingWrites.update, request);
        if ('error' in saved) return saved;
        const ids = { eventId: request.eventId, meetingId: request.meetingId };
        if (isVisible === undefined) return saved;
        return queued(dispatch, isVisible ? meetingWrites.show : meetingWrites.hide, ids);
      },
    }),
    addMeetingSpeakers: build.mutation<null, SpeakersArgs>({
      queryFn: (args, { dispatch }) => queued(dispatch, meetingWrites.addSpeakers, args),
    }),
    removeMeetingSpeakers: build.mutation<null, SpeakersArgs>({
      queryFn: (args, { dispatch }) => queued(dispatch, meetingWrites.removeSpeakers, args),
    }),
  }),
});

export const {
  useCreateMeetingMutation,
  useUpdateMeetingMutation,
  useAddMeetingSpeakersMutation,
  useRemoveMeetingSpeakersMutation,
} = meetingsApi;
