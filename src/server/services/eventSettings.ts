// Event settings calls: theme, menu visibility and preferences (spec/console.md §2.19–2.21).
import { Code, ConnectError } from '@connectrpc/connect';
import type { HandlerContext, ServiceImpl } from '@connectrpc/connect';
import { and, eq } from 'drizzle-orm';
import type { Events } from '../../../generated/manager/events_pb';
import type { EmptySchema } from '../../../generated/manager/events_pb';
import type { MessageShape } from '@bufbuild/protobuf';
import {
  COLOR_KEYS,
  DATE_LOCALES,
  ICON_PREFERENCE_PREFIX,
  LIMITS,
  MENU_ITEMS,
  PREFERENCE_KEYS,
  SWITCH_VALUES,
  THEMES,
} from '../../common/constants';
import type { ThemeName } from '../../common/constants';
import { colorRule, httpUrlRule } from '../../common/rules';
import { preferences } from '../db/schema';
import type { Writer } from '../db/writer';
import type { Deps } from '../rpc/deps';
import { invalidArgument, validate } from '../rpc/errors';
import type { EventRow } from './eventAccess';

type OnEvent = <Req extends { eventId: string }>(
  req: Req,
  ctx: HandlerContext,
  apply: (w: Writer, event: EventRow) => Promise<void>,
) => Promise<MessageShape<typeof EmptySchema>>;
type SetEvent = (w: Writer, event: EventRow, values: Partial<EventRow>) => Promise<void>;

const ICON_KEY = /^[a-zA-Z0-9_-]{1,50}$/;

function preferenceKey(key: string): string {
  const fixed: string[] = Object.values(PREFERENCE_KEYS);
  if (fixed.includes(key)) return key;
  if (
    key.startsWith(ICON_PREFERENCE_PREFIX) &&
    ICON_KEY.test(key.slice(ICON_PREFERENCE_PREFIX.length))
  ) {
    return key;
  }
  throw invalidArgument(
    'key',
    `unknown preference key; expected ${fixed.join(', ')} or ${ICON_PREFERENCE_PREFIX}{iconKey}.`,
  );
}

function preferencePayload(key: string, payload: Record<string, string>): Record<string, string> {
  const entries = Object.entries(payload);
  if (entries.length === 0) throw invalidArgument('preference', 'the payload is empty.');
  if (entries.length > LIMITS.preferenceEntries) {
    throw invalidArgument('preference', `at most ${LIMITS.preferenceEntries} entries.`);
  }
  for (const [name, value] of entries) {
    if (name.length > 100 || value.length > LIMITS.preferenceValue) {
      throw invalidArgument('preference', `entry '${name.slice(0, 100)}' is too long.`);
    }
  }
  if (
    key === PREFERENCE_KEYS.locale &&
    !(DATE_LOCALES as readonly string[]).includes(payload.value ?? '')
  ) {
    throw invalidArgument('preference.value', `must be one of ${DATE_LOCALES.join(', ')}.`);
  }
  if (
    key === PREFERENCE_KEYS.footerVisible &&
    !(SWITCH_VALUES as readonly string[]).includes(payload.value ?? '')
  ) {
    throw invalidArgument('preference.value', `must be one of ${SWITCH_VALUES.join(', ')}.`);
  }
  // An empty link is a delete (DeleteEventPreferenceByKey), never a stored value.
  if (key === PREFERENCE_KEYS.footerLink) {
    validate(httpUrlRule('link'), payload.value ?? '', 'preference.value');
  }
  if (key === PREFERENCE_KEYS.mainColors) {
    for (const [name, value] of entries) validate(colorRule, value, `preference.${name}`);
  }
  return payload;
}

export function eventSettingsService(
  _deps: Deps,
  onEvent: OnEvent,
  setEvent: SetEvent,
): Partial<ServiceImpl<typeof Events>> {
  return {
    setTheme: (req, ctx) =>
      onEvent(req, ctx, async (w, event) => {
        if (!(THEMES as readonly string[]).includes(req.theme)) {
          throw invalidArgument('theme', `must be one of ${THEMES.join(', ')}.`);
        }
        const theme = req.theme as ThemeName;
        const colors = { ...event.theme[theme] };
        for (const [name, value] of Object.entries(req.themeConfig)) {
          if (!(COLOR_KEYS as readonly string[]).includes(name)) {
            throw invalidArgument(
              'themeConfig',
              `unknown colour '${name.slice(0, 50)}'; expected ${COLOR_KEYS.join(', ')}.`,
            );
          }
          colors[name] = validate(colorRule, value, `themeConfig.${name}`);
        }
        await setEvent(w, event, {
          theme: { ...event.theme, currentTheme: theme, [theme]: colors },
        });
      }),

    setShowMenuItems: (req, ctx) =>
      onEvent(req, ctx, async (w, event) => {
        const unknown = Object.keys(req.showMenuItems).find(
          (k) => !(MENU_ITEMS as readonly string[]).includes(k),
        );
        if (unknown !== undefined) {
          throw invalidArgument(
            'showMenuItems',
            `unknown menu item '${unknown.slice(0, 50)}'; expected ${MENU_ITEMS.join(', ')}.`,
          );
        }
        const showMenuItems = Object.fromEntries(
          MENU_ITEMS.map((item) => [
            item,
            req.showMenuItems[item] ?? event.showMenuItems[item] ?? true,
          ]),
        );
        await setEvent(w, event, { showMenuItems });
      }),

    updateEventPreferenceByKey: (req, ctx) =>
      onEvent(req, ctx, async (w, event) => {
        const key = preferenceKey(req.key);
        const payload = preferencePayload(key, req.preference?.payload ?? {});
        await w.tx
          .insert(preferences)
          .values({ eventId: event.id, key, payload })
          .onConflictDoUpdate({
            target: [preferences.eventId, preferences.key],
            set: { payload, updatedAt: new Date() },
          });
        w.changed({
          collection: 'preferences',
          docId: key,
          eventId: event.id,
          ownerId: event.userId,
        });
      }),

    deleteEventPreferenceByKey: (req, ctx) =>
      onEvent(req, ctx, async (w, event) => {
        const key = preferenceKey(req.key);
        const deleted = await w.tx
          .delete(preferences)
          .where(and(eq(preferences.eventId, event.id), eq(preferences.key, key)))
          .returning({ key: preferences.key });
        if (deleted.length === 0)
          throw new ConnectError(`key: no preference '${key}'.`, Code.NotFound);
        w.changed({
          collection: 'preferences',
          docId: key,
          eventId: event.id,
          ownerId: event.userId,
          removed: true,
        });
      }),
  };
}
