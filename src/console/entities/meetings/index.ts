import type { EntityDescriptor } from '../../app/entityDescriptor';
import { registerEntity } from '../../app/entityRegistry';
import { meetingsReducer } from './meetingsSlice';
import { meetingWrites } from './meetingWrites';
export { meetingsSlice, selectEventMeetings } from './meetingsSlice';
export { meetingWrites } from './meetingWrites';
export { selectMeetingViews } from './meetingsSelectors';
export type { MeetingView } from './meetingsSelectors';
export {
  meetingsApi,
  useAddMeetingSpeakersMutation,
  useCreateMeetingMutation,
  useRemoveMeetingSpeakersMutation,
  useUpdateMeetingMutation,
} from './meetingsApi';
export type { MeetingRequest } from './meetingsApi';

export const meetingsEntity = registerEntity({
  name: 'meetings',
  reducers: { meetings: meetingsReducer },
  persisted: true,
  writes: Object.values(meetingWrites),
} satisfies EntityDescriptor);
