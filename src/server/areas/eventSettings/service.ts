// manager.Events, the event's settings: its fields (UpdateEvent), language, theme and menu
// visibility (spec/console.md §2.19–2.20). Each is a queued mutation on an event of the caller.
import { Code, ConnectError } from '@connectrpc/connect';
import type { ServiceImpl } from '@connectrpc/connect';
import type { Events } from '../../../../generated/manager/events_pb';
import { UpdateEventResponseSchema } from '../../../../generated/manager/events_pb';
import {
  COLOR_KEYS,
  EVENT_DESCRIPTION_KEY,
  EVENT_TITLE_KEY,
  MENU_ITEMS,
  THEMES,
} from '../../../common/constants';
import type { ThemeName } from '../../../common/constants';
import { colorRule } from '../../../common/rules';
import { languageRule } from '../../../common/languageRule';
import { eventRow } from '../../auth/eventAccess';
import type { Deps } from '../../rpc/deps';
import { invalidArgument, validate } from '../../rpc/errors';
import { onEvent, setEvent } from '../../rpc/eventMutation';
import { mutate } from '../../rpc/mutation';
import { assertKeyFree, imagesOf } from '../events';
import { assertFilesIn } from '../files';
import { writeTranslation } from '../translations';
import { quickUpdateEvent } from './quickUpdate';
import { readUpdate } from './updateFields';

export function eventSettings(deps: Deps): Partial<ServiceImpl<typeof Events>> {
  return {
    updateEvent: (req, ctx) =>
      mutate(
        deps,
        ctx,
        UpdateEventResponseSchema,
        async (w) => {
          const event = await eventRow(w.tx, req.eventId);
          const { key, title, description, values } = readUpdate(req);
          if (key !== event.extKey) {
            await assertKeyFree(w.tx, key, event.id);
            values.extKey = key;
          }
          await assertFilesIn(w.tx, { eventId: event.id }, imagesOf(values));
          const start = values.startAt === undefined ? event.startAt : values.startAt;
          const end = values.endAt === undefined ? event.endAt : values.endAt;
          if (start && end && end < start) {
            throw new ConnectError(
              'endAt: The end date must not be before the start date.',
              Code.InvalidArgument,
            );
          }
          await setEvent(w, event, values);
          if (title !== undefined)
            await writeTranslation(w, event, event.language, EVENT_TITLE_KEY, title);
          if (description !== undefined) {
            await writeTranslation(w, event, event.language, EVENT_DESCRIPTION_KEY, description);
          }
          return { filteredEventKey: values.extKey ?? event.extKey };
        },
        () => quickUpdateEvent(req),
      ),

    setLanguage: (req, ctx) =>
      onEvent(deps, req, ctx, async (w, event) => {
        await setEvent(w, event, { language: validate(languageRule, req.language, 'language') });
      }),

    setTheme: (req, ctx) =>
      onEvent(deps, req, ctx, async (w, event) => {
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
      onEvent(deps, req, ctx, async (w, event) => {
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
  };
}
