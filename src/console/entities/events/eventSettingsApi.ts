// The event settings writes (spec/console.md §2.18–2.21, §2.24) as queued RTK Query mutations,
// like eventsApi: each resolves once queued; reconcileSettings shows its effect meanwhile.
import type { ThemeColors, ThemeName } from '../../../common/constants';
import { api } from '../../app/api';
import { queued } from '../writes';
import { eventSettingsWrites } from './eventSettingsWrites';

export interface SetLanguageArgs {
  eventId: string;
  /** An ISO 639-1 code. */
  language: string;
}

export interface SetThemeArgs {
  eventId: string;
  theme: ThemeName;
  /** The colours of that theme (color1 main, color2 links, color3 background); others keep. */
  themeConfig: Partial<ThemeColors>;
}

export interface SetShowMenuItemsArgs {
  eventId: string;
  /** Menu item → shown; the items not sent keep their visibility. */
  showMenuItems: Record<string, boolean>;
}

export interface SetCustomDomainArgs {
  eventId: string;
  /** The custom domain; undefined (the 'default domain' type) clears it. */
  domain?: string;
}

export const eventSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    setEventLanguage: build.mutation<null, SetLanguageArgs>({
      queryFn: ({ eventId, language }, { dispatch }) =>
        queued(dispatch, eventSettingsWrites.setLanguage, { eventId, language }),
    }),
    setEventTheme: build.mutation<null, SetThemeArgs>({
      queryFn: ({ eventId, theme, themeConfig }, { dispatch }) => {
        const config = Object.fromEntries(
          Object.entries(themeConfig).filter((entry): entry is [string, string] =>
            Boolean(entry[1]),
          ),
        );
        return queued(dispatch, eventSettingsWrites.setTheme, {
          eventId,
          theme,
          themeConfig: config,
        });
      },
    }),
    setEventMenuItems: build.mutation<null, SetShowMenuItemsArgs>({
      queryFn: ({ eventId, showMenuItems }, { dispatch }) =>
        queued(dispatch, eventSettingsWrites.setShowMenuItems, { eventId, showMenuItems }),
    }),
    setEventDomain: build.mutation<null, SetCustomDomainArgs>({
      queryFn: ({ eventId, domain }, { dispatch }) => {
        const trimmed = domain?.trim();
        return queued(
          dispatch,
          eventSettingsWrites.setCustomDomain,
          trimmed ? { eventId, domain: trimmed } : { eventId },
        );
      },
    }),
  }),
});

export const {
  useSetEventLanguageMutation,
  useSetEventThemeMutation,
  useSetEventMenuItemsMutation,
  useSetEventDomainMutation,
} = eventSettingsApi;
