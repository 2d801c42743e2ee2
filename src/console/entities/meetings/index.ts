// The meetings of an event as the live feed delivers them. Their writes and the schedule
// screens are still to come (issue 10, step 2); the post editor lists them as attachments.
import type { EntityDescriptor } from '../../app/entityDescriptor';
import { meetingsSlice } from './meetingsSlice';
export { meetingsSlice, selectEventMeetings } from './meetingsSlice';

export const meetingsEntity = {
  name: 'meetings',
  reducers: { meetings: meetingsSlice.reducer },
  persisted: true,
  writes: [],
} satisfies EntityDescriptor;
