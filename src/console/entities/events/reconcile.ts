// What the organiser sees = what the server confirmed (the live feed) + their writes that are
// queued or not yet echoed back, applied in order. One pure function, tested on its own.
import {
  DEFAULT_EVENT_LANGUAGE,
  DEFAULT_THEME,
  DEFAULT_THEME_COLORS,
  MENU_ITEMS,
} from '../../../common/constants';
import type { QueuedWrite } from '../../../client/queue';
import type { EventDoc } from './eventsSlice';
import { settingsPatch } from './reconcileSettings';

export interface EventView extends EventDoc {
  /** Writes on this event that the server has not confirmed yet. */
  pendingWrites: number;
}

type Request = Record<string, unknown>;
const str = (r: Request, key: string) =>
  typeof r[key] === 'string' ? (r[key] as string) : undefined;

function blankEvent(eventId: string, uid: string, createdAt: number, language: string): EventView {
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
    createdAt,
    updatedAt: createdAt,
    pendingWrites: 0,
  };
}

function applyWrite(events: Map<string, EventView>, write: QueuedWrite): void {
  if (write.call.service !== 'events') return;
  const r = (write.call.request ?? {}) as Request;
  const seconds = Math.floor(write.createdAt / 1000);
  const eventId = str(r, 'eventId') ?? '';
  const touch = (id: string, patch: Partial<EventView>) => {
    const current = events.get(id);
    if (current) events.set(id, { ...current, ...patch, pendingWrites: current.pendingWrites + 1 });
  };
  switch (write.call.method) {
    case 'createEvent': {
      if (events.has(eventId)) return touch(eventId, {});
      const event = blankEvent(
        eventId,
        write.uid,
        seconds,
        str(r, 'language') || DEFAULT_EVENT_LANGUAGE,
      );
      events.set(eventId, { ...event, title: str(r, 'title') ?? '', pendingWrites: 1 });
      return;
    }
    case 'copyEvent': {
      const source = events.get(eventId);
      const newEventId = str(r, 'newEventId') ?? '';
      if (!source || !newEventId || events.has(newEventId)) return touch(newEventId, {});
      events.set(newEventId, {
        ...source,
        eventId: newEventId,
        extKey: '',
        isArchive: false,
        publishedAt: undefined,
        domain: undefined,
        createdAt: seconds,
        pendingWrites: 1,
      });
      return;
    }
    case 'publish':
      return touch(eventId, { publishedAt: events.get(eventId)?.publishedAt ?? seconds });
    case 'unpublish':
      return touch(eventId, { publishedAt: undefined });
    case 'toArchive':
      return touch(eventId, { isArchive: true });
    case 'fromArchive':
      return touch(eventId, { isArchive: false });
    default: {
      const current = events.get(eventId);
      return touch(eventId, current ? (settingsPatch(write.call.method, r, current) ?? {}) : {});
    }
  }
}

export function reconcileEvents(
  remote: readonly EventDoc[],
  writes: readonly QueuedWrite[],
): EventView[] {
  const events = new Map<string, EventView>(
    remote.map((e) => [e.eventId, { ...e, pendingWrites: 0 }]),
  );
  for (const write of writes) applyWrite(events, write);
  return [...events.values()].sort(
    (a, b) => a.createdAt - b.createdAt || a.eventId.localeCompare(b.eventId),
  );
}
