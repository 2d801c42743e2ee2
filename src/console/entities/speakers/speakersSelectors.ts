// The speakers a screen shows: the live list with the user's unechoed writes applied.
import { createSelector } from '@reduxjs/toolkit';
import type { Speaker } from '../../../../generated/manager/model_pb';
import type { RootState } from '../../app/store';
import { selectOwnUnechoedWrites } from '../events';
import { itemsReconciler, newestFirst } from '../liveCollection';
import type { Pending } from '../liveCollection';
import { selectEventSpeakerDocs } from './speakersSlice';
import { speakerWrites } from './speakerWrites';

export type SpeakerView = Pending<Speaker>;

const reconcile = itemsReconciler<Speaker>(
  Object.values(speakerWrites),
  (s) => s.speakerId,
  newestFirst((s) => s.speakerId),
);

/** Use as `useAppSelector((s) => selectSpeakerViews(s, eventId))`: newest first. */
export const selectSpeakerViews = createSelector(
  [selectEventSpeakerDocs, selectOwnUnechoedWrites, (_s: RootState, eventId: string) => eventId],
  (docs, writes, eventId): SpeakerView[] => reconcile(docs, writes, eventId),
);
