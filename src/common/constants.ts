// Business constants of spec/console.md §9 and spec/content.md §9, shared by every program.

export const DEFAULT_EVENT_LANGUAGE = 'ru';

export const THEMES = ['dark', 'light'] as const;
export type ThemeName = (typeof THEMES)[number];
export const DEFAULT_THEME: ThemeName = 'dark';

export const COLOR_KEYS = ['color1', 'color2', 'color3'] as const;
export type ColorKey = (typeof COLOR_KEYS)[number];
export type ThemeColors = Record<ColorKey, string>;

export const DEFAULT_THEME_COLORS: Record<ThemeName, ThemeColors> = {
  dark: { color1: '#6398FF', color2: '#6398FF', color3: '#232325' },
  light: { color1: '#232523', color2: '#232523', color3: '#89CDFF' },
};

/** The public app's menu items, in menu order. */
export const MENU_ITEMS = [
  'home',
  'schedule',
  'speakers',
  'locations',
  'info',
  'sponsors',
  'notifications',
  'favorites',
] as const;
export type MenuItem = (typeof MENU_ITEMS)[number];

export const DATE_LOCALES = ['ru-RU', 'en-US'] as const;
export const DEFAULT_DATE_LOCALE = 'ru-RU';

/** Event preference keys: fixed ones, and the icon family `ui.icons.{iconKey}`. */
export const PREFERENCE_KEYS = {
  mainColors: 'ui.main_colors',
  locale: 'ui.locale',
  /** {value: 'true' | 'false'}, absent = 'true': whether the attendee app shows its footer. */
  footerVisible: 'ui.footer_visible',
  /** {value: absolute http(s) URL}: where the footer text links to; absent = no link. */
  footerLink: 'ui.footer_link',
} as const;
/** The values of a switch preference (spec/console.md §2.20). */
export const SWITCH_VALUES = ['true', 'false'] as const;
export const ICON_PREFERENCE_PREFIX = 'ui.icons.';

/** Translation keys that hold the event's own texts. */
export const EVENT_TITLE_KEY = 'events.title';
export const EVENT_DESCRIPTION_KEY = 'events.description';

export const UPLOAD_ROLES = [
  'cms__image_attachment',
  'cms__attachment',
  'event__icons',
  'event__header',
  'event__background_desktop',
  'avatar',
  'sponsor_logo',
  'form_attachment',
] as const;
export type UploadRole = (typeof UPLOAD_ROLES)[number];

export const IMAGE_SIZE_SUFFIXES = ['_size_w150', '_size_w512', '_size_w600'] as const;

/**
 * The query parameter of an event file's signed URL (`…/{eventId}/{fileId}?sig=…`): how a file of
 * an event that is not published is served (issue 28); a published event's files need none.
 */
export const RESOURCE_SIGNATURE_QUERY = 'sig';

export const PASSWORD_MIN_LENGTH = 8;
export const EVENT_KEY_MIN = 3;
export const EVENT_KEY_MAX = 20;

/** Upper bounds the spec leaves open; chosen so no honest input reaches them. */
export const LIMITS = {
  title: 500,
  plainText: 2_000,
  richText: 100_000,
  email: 254,
  password: 256,
  domain: 253,
  translationKey: 200,
  translationValue: 100_000,
  preferenceEntries: 100,
  preferenceValue: 10_000,
  orgName: 200,
  fileName: 255,
  url: 2_000,
} as const;

/** Visitor statistics lists (ListActiveClients / ListActiveClient): the server enforces them, the console explains them. */
export const STATS_LIMITS = {
  defaultPageSize: 30,
  maxPageSize: 366,
  /** The most days one list may cover, both ends included: three years with a leap day. */
  maxRangeDays: 3 * 365 + 1,
} as const;

/** Meeting icon types of spec/content.md §9, in the order the editor lists them. */
export const MEETING_ICONS = [
  'fork',
  'coffee',
  'glass',
  'map-pin',
  'profile-card',
  'star',
  'information',
  'bus',
  'plane',
] as const;
export type MeetingIcon = (typeof MEETING_ICONS)[number];

/** The zone of an event that names none (events created before zones existed). */
export const DEFAULT_TIME_ZONE = 'UTC';

/**
 * Close codes of the live socket (/live). 4001: the session ended; sign in again. 4002: this
 * server node is going away (drain on SIGTERM); reconnect at once, the balancer picks another.
 */
export const LIVE_CLOSE = { invalidSession: 4001, reconnectNow: 4002 } as const;
