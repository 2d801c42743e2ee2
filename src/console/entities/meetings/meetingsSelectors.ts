// The meetings a screen shows: the live list with the user's unechoed writes applied.
import { createSelector } from '@reduxjs/toolkit';
import type { Meeting } from '../../../../generated/manager/model_pb';
import type { RootState } from '../../app/store';
import { selectOwnUnechoedWrites } from '../events';
import { itemsReconciler, newestFirst } from '../liveCollection';
import type { Pending } from '../liveCollection';
import { selectEventMeetings } from './meetingsSlice';
import { meetingWrites } from './meetingWrites';

export type MeetingView = Pending<Meeting>;

const reconcile = itemsReconciler<Meeting>(
  Object.values(meetingWrites),
  (m) => m.meetingId,
  newestFirst((m) => m.meetingId),
);

/** Use as `useAppSelector((s) => selectMeetingViews(s, eventId))`: newest first. */
export const selectMeetingViews = createSelector(
  [selectEventMeetings, selectOwnUnechoedWrites, (_s: RootState, eventId: string) => eventId],
  (docs, writes, eventId): MeetingView[] => reconcile(docs, writes, eventId),
);
