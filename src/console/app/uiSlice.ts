// Interface preferences kept across reloads: the console's locale and the language of the event
// being edited (sent as the 'language' metadata of calls).
import { Code } from '@connectrpc/connect';
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { CallError } from '../../client/transport';

export type Locale = 'ru' | 'en';

export interface UiState {
  locale: Locale;
  eventLanguage: string;
  /** A diagnostics bundle replayed read-only (areas/replay): nothing may be written. */
  replay?: boolean;
}

/** What a call or a write gets in a replay: refused, with a text that says why. */
export const REPLAY_REFUSAL: CallError = {
  code: Code.FailedPrecondition,
  message: 'A diagnostics replay is read-only.',
  refusal: { key: 'error.replayReadOnly', values: {}, field: '' },
};

const initialState: UiState = { locale: 'ru', eventLanguage: '' };

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    localeChanged: (state, action: PayloadAction<Locale>) => {
      state.locale = action.payload;
    },
    eventLanguageChanged: (state, action: PayloadAction<string>) => {
      state.eventLanguage = action.payload;
    },
    replayStarted: (state) => {
      state.replay = true;
    },
  },
  selectors: {
    selectLocale: (s) => s.locale,
    selectReplay: (s) => s.replay === true,
  },
});

export const { localeChanged, eventLanguageChanged, replayStarted } = uiSlice.actions;
export const { selectLocale, selectReplay } = uiSlice.selectors;
