// The event writes that change its settings (UpdateEvent's fields, language, theme, menu
// visibility, custom domain), each declared once with its optimistic effect: a patch of the
// event as the server would leave it.
import { create } from '@bufbuild/protobuf';
import {
  EventDomainSchema,
  ThemeColorsSchema,
  ThemeSchema,
} from '../../../../generated/manager/model_pb';
import { COLOR_KEYS, DEFAULT_THEME_COLORS, MENU_ITEMS, THEMES } from '../../../common/constants';
import type { ThemeName } from '../../../common/constants';
import { defineQueuedWrite } from '../writes';
import { touch } from './eventsDraft';
import type { EventView, EventsDraft } from './eventsDraft';
import type { EventDoc } from './eventsSlice';

/** Read defensively: a persisted request may come from an older console. */
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
  'timeZone',
] as const;

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

// The key is not applied: the route follows the event's key, and a key the server has not
// confirmed for this event may be another event's (selectUpdateKey sends the newest one).
function updatePatch(r: Request): Patch {
  const patch: Patch = {};
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

const onEvent = ({ eventId }: { eventId?: string }) => [eventId ?? ''];

/** Counts the write on its event and applies its patch, computed from the event as it stands. */
const patchEvent = (events: EventsDraft, eventId: string, patch: (event: EventView) => Patch) => {
  const current = events.get(eventId);
  touch(events, eventId, current ? patch(current) : {});
};

export const eventSettingsWrites = {
  update: defineQueuedWrite<'events', 'updateEvent', EventsDraft>({
    name: 'events.update',
    service: 'events',
    method: 'updateEvent',
    docIds: onEvent,
    apply: (events, r) => patchEvent(events, r.eventId ?? '', () => updatePatch(r)),
  }),
  setLanguage: defineQueuedWrite<'events', 'setLanguage', EventsDraft>({
    name: 'events.setLanguage',
    service: 'events',
    method: 'setLanguage',
    docIds: onEvent,
    apply: (events, r) =>
      patchEvent(events, r.eventId ?? '', () =>
        typeof r.language === 'string' && r.language ? { language: r.language } : {},
      ),
  }),
  setTheme: defineQueuedWrite<'events', 'setTheme', EventsDraft>({
    name: 'events.setTheme',
    service: 'events',
    method: 'setTheme',
    docIds: onEvent,
    apply: (events, r) => patchEvent(events, r.eventId ?? '', (event) => themePatch(r, event)),
  }),
  setShowMenuItems: defineQueuedWrite<'events', 'setShowMenuItems', EventsDraft>({
    name: 'events.setShowMenuItems',
    service: 'events',
    method: 'setShowMenuItems',
    docIds: onEvent,
    apply: (events, r) => patchEvent(events, r.eventId ?? '', (event) => menuPatch(r, event)),
  }),
  setCustomDomain: defineQueuedWrite<'events', 'setCustomDomainToEvent', EventsDraft>({
    name: 'events.setCustomDomain',
    service: 'events',
    method: 'setCustomDomainToEvent',
    docIds: onEvent,
    apply: (events, r) => patchEvent(events, r.eventId ?? '', (event) => domainPatch(r, event)),
  }),
};
