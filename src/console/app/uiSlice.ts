// Interface preferences kept across reloads: the console's locale and the language of the event
// being edited (sent as the 'language' metadata of calls).
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

export type Locale = 'ru' | 'en';

export interface UiState {
  locale: Locale;
  eventLanguage: string;
  /** A diagnostics bundle replayed read-only (areas/replay): nothing may be written. */
  replay?: boolean;
}

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
