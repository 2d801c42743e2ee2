// manager.Events, the event lifecycle: create, copy, archive and publish. Every call is a
// queued mutation (see rpc/mutation.ts) on an event of the caller.
import { Code, ConnectError } from '@connectrpc/connect';
import type { ServiceImpl } from '@connectrpc/connect';
import { eq } from 'drizzle-orm';
import type { Events } from '../../../../generated/manager/events_pb';
import {
  CopyEventResponseSchema,
  CreateEventResponseSchema,
} from '../../../../generated/manager/events_pb';
import {
  DEFAULT_TIME_ZONE,
  DEFAULT_EVENT_LANGUAGE,
  DEFAULT_THEME,
  DEFAULT_THEME_COLORS,
  EVENT_DESCRIPTION_KEY,
  EVENT_TITLE_KEY,
  MENU_ITEMS,
} from '../../../common/constants';
import { keyFromTitle } from '../../../common/eventKey';
import { MESSAGES } from '../../../common/messages';
import { eventTitleRule, timeZoneRule } from '../../../common/rules';
import { languageRule } from '../../../common/languageRule';
import { eventChanged, eventRow } from '../../auth/eventAccess';
import type { EventRow } from '../../auth/eventAccess';
import { events } from '../../db/schema';
import type { Writer } from '../../db/writer';
import type { Deps } from '../../rpc/deps';
import { failedPrecondition, validate } from '../../rpc/errors';
import { onEvent, setEvent } from '../../rpc/eventMutation';
import { imageId, richText } from '../../rpc/fields';
import { newId } from '../../rpc/ids';
import { mutate } from '../../rpc/mutation';
import { assertFilesIn } from '../files';
import { writeTranslation } from '../translations';
import { copyRows } from './copyRows';
import { freeEventKey } from './eventKeys';

const defaultTheme = () => ({
  currentTheme: DEFAULT_THEME,
  dark: { ...DEFAULT_THEME_COLORS.dark },
  light: { ...DEFAULT_THEME_COLORS.light },
});
const defaultMenu = () => Object.fromEntries(MENU_ITEMS.map((item) => [item, true]));

/** The file ids an event row refers to, by field. */
export const imagesOf = (row: Partial<EventRow>) => ({
  mainImageId: row.mainImageId,
  backgroundImageId: row.backgroundImageId,
  backgroundDesktopImageId: row.backgroundDesktopImageId,
  iconFileId: row.iconFileId,
});

async function assertNewId(w: Writer, id: string, field: string): Promise<void> {
  const [existing] = await w.tx.select({ id: events.id }).from(events).where(eq(events.id, id));
  if (existing)
    throw new ConnectError(`${field}: an event with this id exists.`, Code.AlreadyExists);
}

export function eventLifecycle(deps: Deps): Partial<ServiceImpl<typeof Events>> {
  return {
    createEvent: (req, ctx) =>
      mutate(deps, ctx, CreateEventResponseSchema, async (w, user) => {
        const language = req.language
          ? validate(languageRule, req.language, 'language')
          : DEFAULT_EVENT_LANGUAGE;
        const id = newId(req.eventId, 'eventId');
        const title = req.title === undefined ? '' : validate(eventTitleRule, req.title, 'title');
        const description =
          req.description === undefined ? undefined : richText(req.description, 'description');
        const row = {
          id,
          userId: user.uid,
          language,
          slogan: req.slogan === undefined ? '' : richText(req.slogan, 'slogan'),
          copyright: req.copyright === undefined ? '' : richText(req.copyright, 'copyright'),
          mainImageId: imageId(req.mainImageId ?? '', 'mainImageId'),
          backgroundImageId: imageId(req.backgroundImageId ?? '', 'backgroundImageId'),
          backgroundDesktopImageId: imageId(
            req.backgroundDesktopImageId ?? '',
            'backgroundDesktopImageId',
          ),
          theme: defaultTheme(),
          showMenuItems: defaultMenu(),
          timeZone:
            req.timeZone === undefined
              ? DEFAULT_TIME_ZONE
              : validate(timeZoneRule, req.timeZone, 'timeZone'),
        };
        await assertNewId(w, id, 'eventId');
        // A new event has no files yet: any image id is someone else's.
        await assertFilesIn(w.tx, { eventId: id }, imagesOf(row));
        const extKey = await freeEventKey(w.tx, keyFromTitle(title));
        await w.tx.insert(events).values({ ...row, extKey });
        w.changed(eventChanged(row));
        const event = { ...row, extKey };
        if (title) await writeTranslation(w, event, language, EVENT_TITLE_KEY, title);
        if (description !== undefined)
          await writeTranslation(w, event, language, EVENT_DESCRIPTION_KEY, description);
        return { eventId: id, filteredEventKey: extKey };
      }),

    copyEvent: (req, ctx) =>
      mutate(deps, ctx, CopyEventResponseSchema, async (w) => {
        const source = await eventRow(w.tx, req.eventId);
        const id = newId(req.newEventId, 'newEventId');
        await assertNewId(w, id, 'newEventId');
        const extKey = await freeEventKey(w.tx, source.extKey);
        const copy: EventRow = {
          ...source,
          id,
          extKey,
          isArchive: false,
          publishedAt: null,
          domain: null,
          domainVerified: false,
          dnsRecords: [],
          createdAt: new Date(),
          updatedAt: new Date(),
        };
        // No event had this id (assertNewId): whatever is stored under it is this copy's.
        const carried = await copyRows(
          w,
          { storage: deps.files.storage, publicUrl: deps.config.publicUrl },
          source,
          copy,
        ).catch(async (error: unknown) => {
          await deps.files.storage.deleteByPrefix(`${id}/`);
          throw error;
        });
        return { newEventId: id, newEventKey: extKey, carried };
      }),

    toArchive: (req, ctx) =>
      onEvent(deps, req, ctx, async (w, event) => {
        if (event.publishedAt) throw failedPrecondition(MESSAGES.eventIsPublished);
        if (event.domain && event.domainVerified)
          throw failedPrecondition(MESSAGES.eventWithCustomDomain);
        await setEvent(w, event, { isArchive: true });
      }),

    fromArchive: (req, ctx) =>
      onEvent(deps, req, ctx, (w, event) => setEvent(w, event, { isArchive: false })),

    publish: (req, ctx) =>
      onEvent(deps, req, ctx, async (w, event) => {
        if (event.isArchive) throw failedPrecondition(MESSAGES.eventIsArchived);
        await setEvent(w, event, { publishedAt: event.publishedAt ?? new Date() });
      }),

    unpublish: (req, ctx) =>
      onEvent(deps, req, ctx, (w, event) => setEvent(w, event, { publishedAt: null })),
  };
}
