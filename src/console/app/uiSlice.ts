// Interface preferences kept across reloads: the console's locale and the language of the event
// being edited (sent as the 'language' metadata of calls).
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

export type Locale = 'ru' | 'en';

export interface UiState {
  locale: Locale;
  eventLanguage: string;
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
  },
  selectors: {
    selectLocale: (s) => s.locale,
  },
});

export const { localeChanged, eventLanguageChanged } = uiSlice.actions;
export const { selectLocale } = uiSlice.selectors;
