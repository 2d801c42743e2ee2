// The signed-in account's organisation (target 'organisations/{uid}'), including whether its
// e-mail is verified: the banner of the manager layout follows it live.
import { createSlice } from '@reduxjs/toolkit';
import type { Organisation } from '../../../../generated/manager/model_pb';
import { liveChanged } from '../../../client/live';
import { LIVE_TARGETS } from '../../../common/liveTargets';
import { signedOut } from '../session';

export interface OrganisationState {
  doc: Organisation | null;
}

const initialState: OrganisationState = { doc: null };

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
      .addCase(signedOut, () => initialState);
  },
  selectors: {
    selectOrganisation: (s) => s.doc,
  },
});

export const { selectOrganisation } = organisationSlice.selectors;
