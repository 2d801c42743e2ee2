// The answers attendees sent to a feedback form (target
// 'events/{eventId}/forms/{formId}/answers'), read on the feedback form screen. Not persisted:
// they are attendees' data, fetched afresh whenever the organiser opens the results.
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { LIVE_TARGETS } from '../../../common/liveTargets';
import { createLiveCollectionSlice } from '../liveCollection';

const answers = createLiveCollectionSlice({
  name: 'feedbackAnswers',
  docCase: 'feedbackAnswer',
  target: LIVE_TARGETS.feedbackAnswers,
  idOf: (a) => a.answerId,
  heldBy: (params, a) => a.eventId === params.eventId && a.formId === params.formId,
});

export const feedbackAnswersSlice = answers.slice;
/** The slice's reducer, keeping the resume points of its paths. */
export const feedbackAnswersReducer = answers.reducer;

/** One form's answers, oldest first. Use as `useAppSelector((s) => selectFormAnswers(s, e, f))`. */
export const selectFormAnswers = createSelector(
  [
    answers.adapter.getSelectors((s: RootState) => s.feedbackAnswers).selectAll,
    (_s: RootState, eventId: string) => eventId,
    (_s: RootState, _eventId: string, formId: string) => formId,
  ],
  (all, eventId, formId) =>
    all
      .filter((a) => a.eventId === eventId && a.formId === formId)
      .sort((a, b) => a.createdAt - b.createdAt || a.answerId.localeCompare(b.answerId)),
);
