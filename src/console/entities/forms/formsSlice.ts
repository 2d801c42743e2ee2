// An event's forms (target 'events/{eventId}/forms') and the live fields of each form (target
// 'events/{eventId}/forms/{formId}/fields'). A form id is unique only within its event, so the
// forms slice keys a form by event and form id.
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { LIVE_TARGETS } from '../../../common/liveTargets';
import { createLiveCollectionSlice } from '../liveCollection';

export const formKey = (eventId: string, formId: string) => `${eventId}/${formId}`;

const forms = createLiveCollectionSlice({
  name: 'forms',
  docCase: 'form',
  target: LIVE_TARGETS.forms,
  idOf: (f) => formKey(f.eventId, f.formId),
  removedId: (params, docId) => formKey(params.eventId, docId),
  heldBy: (params, f) => f.eventId === params.eventId,
});

const formFields = createLiveCollectionSlice({
  name: 'formFields',
  docCase: 'formField',
  target: LIVE_TARGETS.formFields,
  idOf: (f) => f.fieldId,
  heldBy: (params, f) => f.eventId === params.eventId && f.formId === params.formId,
});

export const formsSlice = forms.slice;
/** The slice's reducer, keeping the resume points of its paths. */
export const formsReducer = forms.reducer;
export const formFieldsSlice = formFields.slice;
/** The slice's reducer, keeping the resume points of its paths. */
export const formFieldsReducer = formFields.reducer;

const byEvent = (_s: RootState, eventId: string) => eventId;

/** The event's forms as the live feed confirmed them. */
export const selectEventFormDocs = createSelector(
  [forms.adapter.getSelectors((s: RootState) => s.forms).selectAll, byEvent],
  (all, eventId) => all.filter((f) => f.eventId === eventId),
);

/** The event's live (not removed) fields of every form it listens to. */
export const selectEventFieldDocs = createSelector(
  [formFields.adapter.getSelectors((s: RootState) => s.formFields).selectAll, byEvent],
  (all, eventId) => all.filter((f) => f.eventId === eventId && !f.fieldRemoved),
);
