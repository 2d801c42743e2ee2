// The design screen's form (spec/console.md §2.19): its values from the event, its rules, and
// the writes one Save makes: SetTheme for each theme whose colours changed (the chosen one
// last, so it ends current) and one UpdateEvent with only the fields that changed.
import { object } from 'yup';
import { COLOR_KEYS, DEFAULT_THEME, DEFAULT_THEME_COLORS, THEMES } from '../../../common/constants';
import type { ThemeColors, ThemeName } from '../../../common/constants';
import { appNameRule, colorRule } from '../../../common/rules';
import type { EventDoc } from '../../entities/events';
import { parseColour } from '../../ui/colour';

export interface DesignValues {
  theme: ThemeName;
  colors: Record<ThemeName, ThemeColors>;
  /** The app name: the event's title (see designValues). */
  title: string;
  iconFileId: string;
  backgroundImageId: string;
  mainImageId: string;
  backgroundDesktopImageId: string;
}

export const IMAGE_FIELDS = [
  'iconFileId',
  'backgroundImageId',
  'mainImageId',
  'backgroundDesktopImageId',
] as const;

type DesignEvent = Pick<EventDoc, 'theme' | 'title' | 'icon' | (typeof IMAGE_FIELDS)[number]>;

const colorsOf = (event: DesignEvent, theme: ThemeName): ThemeColors => {
  const held = event.theme?.[theme];
  const fallback = DEFAULT_THEME_COLORS[theme];
  return Object.fromEntries(
    COLOR_KEYS.map((key) => [key, held?.[key] || fallback[key]]),
  ) as ThemeColors;
};

/**
 * The form's values. The app name is the event's title: the contract has no other name for
 * the app, and the attendee app's manifest is named after the event.
 */
export function designValues(event: DesignEvent): DesignValues {
  const current = THEMES.find((t) => t === event.theme?.currentTheme) ?? DEFAULT_THEME;
  return {
    theme: current,
    colors: { dark: colorsOf(event, 'dark'), light: colorsOf(event, 'light') },
    title: event.title,
    // The icon list names the current icon even where iconFileId is not held (spec §2.19).
    iconFileId: event.iconFileId || iconFileIdOf(event) || '',
    backgroundImageId: event.backgroundImageId,
    mainImageId: event.mainImageId,
    backgroundDesktopImageId: event.backgroundDesktopImageId,
  };
}

/** The shared colour rule, and a colour the picker can read (channels ≤ 255, alpha ≤ 1). */
const colour = colorRule.test('readable', { key: 'rule.color', values: { label: 'color' } }, (v) =>
  v === undefined ? true : parseColour(v) !== null,
);
const themeColours = object(Object.fromEntries(COLOR_KEYS.map((key) => [key, colour])));

export const designSchema = object({
  title: appNameRule,
  colors: object({ dark: themeColours, light: themeColours }),
});

export interface DesignWrites {
  themes: { theme: ThemeName; themeConfig: Partial<ThemeColors> }[];
  /** UpdateEvent's changed fields, or null when none changed. */
  update: Partial<Pick<DesignValues, 'title' | (typeof IMAGE_FIELDS)[number]>> | null;
}

const changedColours = (now: ThemeColors, before: ThemeColors): Partial<ThemeColors> =>
  Object.fromEntries(COLOR_KEYS.filter((k) => now[k] !== before[k]).map((k) => [k, now[k]]));

export function designWrites(values: DesignValues, initial: DesignValues): DesignWrites {
  const other: ThemeName = values.theme === 'dark' ? 'light' : 'dark';
  const themes: DesignWrites['themes'] = [];
  const otherChanged = changedColours(values.colors[other], initial.colors[other]);
  if (Object.keys(otherChanged).length) themes.push({ theme: other, themeConfig: otherChanged });
  const chosenChanged = changedColours(values.colors[values.theme], initial.colors[values.theme]);
  if (themes.length || values.theme !== initial.theme || Object.keys(chosenChanged).length) {
    themes.push({ theme: values.theme, themeConfig: chosenChanged });
  }
  const update: NonNullable<DesignWrites['update']> = {};
  const title = values.title.trim();
  if (title !== initial.title.trim()) update.title = title;
  for (const field of IMAGE_FIELDS) {
    if (values[field] !== initial[field]) update[field] = values[field];
  }
  return { themes, update: Object.keys(update).length ? update : null };
}

const ICON_SIZE = '512x512';
const ICON_SUFFIX = '_size_w512';

/**
 * The file id of the event's current icon (spec §2.19): the icon list's '512x512' entry, whose
 * src ends with '_size_w512'; those 10 characters removed give the id. Null otherwise.
 */
export function iconFileIdOf(event: Pick<EventDoc, 'icon'>): string | null {
  const src = event.icon.find((i) => i.sizes === ICON_SIZE)?.src ?? '';
  if (!src.endsWith(ICON_SUFFIX)) return null;
  const id = src.slice(0, -ICON_SUFFIX.length).split('/').pop() ?? '';
  return id || null;
}
