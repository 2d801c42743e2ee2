// The optimistic effect of the event writes that change its settings (UpdateEvent's fields,
// language, theme, menu visibility, custom domain): a patch of the event as the server would
// leave it, or null when the write is not one of these.
import { create } from '@bufbuild/protobuf';
import {
  EventDomainSchema,
  ThemeColorsSchema,
  ThemeSchema,
} from '../../../../generated/manager/model_pb';
import { COLOR_KEYS, DEFAULT_THEME_COLORS, MENU_ITEMS, THEMES } from '../../../common/constants';
import type { ThemeName } from '../../../common/constants';
import type { EventDoc } from './eventsSlice';

type Request = Record<string, unknown>;
type Patch = Partial<EventDoc>;

const TEXT_FIELDS = [
  'title',
  'description',
  'slogan',
  'copyright',
  'mainImageId',
  'backgroundImageId',
  'backgroundDesktopImageId',
  'iconFileId',
] as const;

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

function updatePatch(r: Request): Patch {
  const patch: Patch = {};
  if (typeof r.key === 'string' && r.key.trim()) patch.extKey = r.key.trim();
  for (const field of TEXT_FIELDS) {
    const value = r[field];
    if (typeof value === 'string') patch[field] = value;
  }
  // Epoch seconds; 0 clears the date.
  for (const field of ['startAt', 'endAt'] as const) {
    const value = r[field];
    if (typeof value === 'number') patch[field] = value === 0 ? undefined : Math.floor(value);
  }
  return patch;
}

function themePatch(r: Request, event: EventDoc): Patch {
  const name = THEMES.find((t) => t === r.theme);
  if (!name) return {};
  const config = asRecord(r.themeConfig);
  // A copy: create() hands back a message it is given, and the store's documents are frozen.
  const colorsOf = (theme: ThemeName) =>
    create(ThemeColorsSchema, { ...(event.theme?.[theme] ?? DEFAULT_THEME_COLORS[theme]) });
  const colors = colorsOf(name);
  for (const key of COLOR_KEYS) {
    const value = config[key];
    if (typeof value === 'string') colors[key] = value;
  }
  const theme = create(ThemeSchema, {
    currentTheme: name,
    dark: colorsOf('dark'),
    light: colorsOf('light'),
  });
  theme[name] = colors;
  return { theme };
}

function menuPatch(r: Request, event: EventDoc): Patch {
  const sent = asRecord(r.showMenuItems);
  const showMenuItems = { ...event.showMenuItems };
  for (const item of MENU_ITEMS) {
    // The server coerces: true or 'true' shows the item (spec/console.md §5).
    if (item in sent) showMenuItems[item] = sent[item] === true || sent[item] === 'true';
  }
  return { showMenuItems };
}

function domainPatch(r: Request, event: EventDoc): Patch {
  const domain = typeof r.domain === 'string' ? r.domain.trim() : '';
  if (!domain) return { domain: undefined };
  // Setting the domain it already has changes nothing; a new one waits for verification.
  if (event.domain?.domain === domain) return {};
  return { domain: create(EventDomainSchema, { domain, verification: false, dnsList: [] }) };
}

export function settingsPatch(method: string, r: Request, event: EventDoc): Patch | null {
  switch (method) {
    case 'updateEvent':
      return updatePatch(r);
    case 'setLanguage':
      return typeof r.language === 'string' && r.language ? { language: r.language } : {};
    case 'setTheme':
      return themePatch(r, event);
    case 'setShowMenuItems':
      return menuPatch(r, event);
    case 'setCustomDomainToEvent':
      return domainPatch(r, event);
    default:
      return null;
  }
}
