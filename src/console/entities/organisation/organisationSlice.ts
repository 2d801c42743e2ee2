// The signed-in account's organisation (target 'organisations/{uid}'), including whether its
// e-mail is verified: the banner of the manager layout follows it live.
import { createSlice } from '@reduxjs/toolkit';
import type { Organisation } from '../../../../generated/manager/model_pb';
import {
  copyDropped,
  liveChanged,
  registerTargetHolder,
  withResumePoints,
} from '../../../client/live';
import type { ResumePoints } from '../../../client/live';
import { LIVE_TARGETS } from '../../../common/liveTargets';
import { sessionEnded } from '../session';

export interface OrganisationState extends ResumePoints {
  doc: Organisation | null;
}

const initialState: OrganisationState = { doc: null, resume: {} };
const holds = (path: string) => LIVE_TARGETS.organisation.parse(path) !== null;

registerTargetHolder({
  key: 'organisation',
  holds,
  documents: (state: OrganisationState) =>
    state.doc ? [{ case: 'organisation' as const, value: state.doc }] : [],
});

export const organisationSlice = createSlice({
  name: 'organisation',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(liveChanged, (state, { payload }) => {
        if (!LIVE_TARGETS.organisation.parse(payload.path)) return;
        for (const change of payload.changes) {
          if (change.kind === 'removed') state.doc = null;
          else if (change.document?.doc.case === 'organisation')
            state.doc = change.document.doc.value;
        }
      })
      .addMatcher(sessionEnded, () => initialState)
      .addMatcher(copyDropped, (state, { payload }) => {
        if (holds(payload.path)) state.doc = null;
      });
  },
  selectors: {
    selectOrganisation: (s) => s.doc,
  },
});

export const { selectOrganisation } = organisationSlice.selectors;

/** The slice's reducer, keeping the resume point of its path. */
export const organisationReducer = withResumePoints(holds, organisationSlice.reducer);
