// The working view the event writes apply to: the events by id, each with its count of writes
// the server has not confirmed. Owned by reconcileEvents, which starts it from the live
// documents; the writes' effects change it in queue order.
import {
  DEFAULT_THEME,
  DEFAULT_THEME_COLORS,
  DEFAULT_TIME_ZONE,
  MENU_ITEMS,
} from '../../../common/constants';
import type { EventDoc } from './eventsSlice';

export interface EventView extends EventDoc {
  /** Writes on this event that the server has not confirmed yet. */
  pendingWrites: number;
}

export type EventsDraft = Map<string, EventView>;

/** Counts a write on the event and applies its patch (nothing when the event is unknown). */
export function touch(events: EventsDraft, id: string, patch: Partial<EventView> = {}): void {
  const current = events.get(id);
  if (current) events.set(id, { ...current, ...patch, pendingWrites: current.pendingWrites + 1 });
}

export function blankEvent(
  eventId: string,
  uid: string,
  createdAt: number,
  language: string,
): EventView {
  return {
    $typeName: 'manager.Event',
    eventId,
    extKey: '',
    userId: uid,
    isArchive: false,
    language,
    title: '',
    description: '',
    slogan: '',
    copyright: '',
    mainImageId: '',
    backgroundImageId: '',
    backgroundDesktopImageId: '',
    iconFileId: '',
    icon: [],
    theme: {
      $typeName: 'manager.Theme',
      currentTheme: DEFAULT_THEME,
      dark: { $typeName: 'manager.ThemeColors', ...DEFAULT_THEME_COLORS.dark },
      light: { $typeName: 'manager.ThemeColors', ...DEFAULT_THEME_COLORS.light },
    },
    showMenuItems: Object.fromEntries(MENU_ITEMS.map((m) => [m, true])),
    place: {},
    qrIsVisible: false,
    requiredRegistration: false,
    timeZone: DEFAULT_TIME_ZONE,
    carried: {},
    createdAt,
    updatedAt: createdAt,
    pendingWrites: 0,
  };
}
