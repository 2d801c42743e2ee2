// manager.Events: the event lifecycle (create, update, copy, archive, publish) and its
// settings. Every call is a queued mutation (see rpc/mutation.ts) on an event of the caller.
import { Code, ConnectError } from '@connectrpc/connect';
import type { ServiceImpl } from '@connectrpc/connect';
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Events } from '../../../generated/manager/events_pb';
import {
  CopyEventResponseSchema,
  CreateEventResponseSchema,
  EmptySchema,
  UpdateEventResponseSchema,
} from '../../../generated/manager/events_pb';
import {
  DEFAULT_EVENT_LANGUAGE,
  DEFAULT_THEME,
  DEFAULT_THEME_COLORS,
  EVENT_DESCRIPTION_KEY,
  EVENT_TITLE_KEY,
  MENU_ITEMS,
} from '../../common/constants';
import { keyFromTitle } from '../../common/eventKey';
import { MESSAGES } from '../../common/messages';
import { eventKeyRule, eventTitleRule, languageRule } from '../../common/rules';
import { events, orgInfos, preferences, sponsors, translations } from '../db/schema';
import type { Writer } from '../db/writer';
import type { Deps } from '../rpc/deps';
import { failedPrecondition, validate } from '../rpc/errors';
import { mutate } from '../rpc/mutation';
import { eventChanged, ownedEvent } from './eventAccess';
import type { EventRow } from './eventAccess';
import {
  assertKeyFree,
  epochDate,
  freeEventKey,
  imageId,
  richText,
  writeTranslation,
} from './eventFields';
import { eventDomainService } from './eventDomain';
import { eventSettingsService } from './eventSettings';
import { eventPartiesService } from './eventParties';
import { statisticsService } from './statistics';
import { newId } from './ids';

const defaultTheme = () => ({
  currentTheme: DEFAULT_THEME,
  dark: { ...DEFAULT_THEME_COLORS.dark },
  light: { ...DEFAULT_THEME_COLORS.light },
});
const defaultMenu = () => Object.fromEntries(MENU_ITEMS.map((item) => [item, true]));

async function assertNewId(w: Writer, id: string, field: string): Promise<void> {
  const [existing] = await w.tx.select({ id: events.id }).from(events).where(eq(events.id, id));
  if (existing)
    throw new ConnectError(`${field}: an event with this id exists.`, Code.AlreadyExists);
}

export function eventsService(deps: Deps): Partial<ServiceImpl<typeof Events>> {
  /** A mutation on one of the caller's events, locked for the transaction. */
  const onEvent = <Req extends { eventId: string }>(
    req: Req,
    ctx: Parameters<typeof mutate>[1],
    apply: (w: Writer, event: EventRow) => Promise<void>,
  ) =>
    mutate(deps, ctx, EmptySchema, async (w, user) => {
      await apply(w, await ownedEvent(w.tx, user.uid, req.eventId));
      return {};
    });

  const setEvent = async (w: Writer, event: EventRow, values: Partial<EventRow>) => {
    await w.tx
      .update(events)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(events.id, event.id));
    w.changed(eventChanged(event));
  };

  return {
    ...eventSettingsService(deps, onEvent, setEvent),
    ...eventPartiesService(deps),
    ...eventDomainService(deps),
    ...statisticsService(deps),

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
        };
        await assertNewId(w, id, 'eventId');
        const extKey = await freeEventKey(w.tx, keyFromTitle(title));
        await w.tx.insert(events).values({ ...row, extKey });
        w.changed(eventChanged(row));
        const event = { ...row, extKey };
        if (title) await writeTranslation(w, event, language, EVENT_TITLE_KEY, title);
        if (description !== undefined)
          await writeTranslation(w, event, language, EVENT_DESCRIPTION_KEY, description);
        return { eventId: id, filteredEventKey: extKey };
      }),

    updateEvent: (req, ctx) =>
      mutate(deps, ctx, UpdateEventResponseSchema, async (w, user) => {
        const event = await ownedEvent(w.tx, user.uid, req.eventId);
        const key = validate(eventKeyRule, req.key, 'key');
        const values: Partial<EventRow> = {};
        if (key !== event.extKey) {
          await assertKeyFree(w.tx, key, event.id);
          values.extKey = key;
        }
        const title =
          req.title === undefined ? undefined : validate(eventTitleRule, req.title, 'title');
        const description =
          req.description === undefined ? undefined : richText(req.description, 'description');
        if (req.slogan !== undefined) values.slogan = richText(req.slogan, 'slogan');
        if (req.copyright !== undefined) values.copyright = richText(req.copyright, 'copyright');
        if (req.mainImageId !== undefined)
          values.mainImageId = imageId(req.mainImageId, 'mainImageId');
        if (req.backgroundImageId !== undefined) {
          values.backgroundImageId = imageId(req.backgroundImageId, 'backgroundImageId');
        }
        if (req.backgroundDesktopImageId !== undefined) {
          values.backgroundDesktopImageId = imageId(
            req.backgroundDesktopImageId,
            'backgroundDesktopImageId',
          );
        }
        if (req.iconFileId !== undefined) values.iconFileId = imageId(req.iconFileId, 'iconFileId');
        if (req.startAt !== undefined) values.startAt = epochDate(req.startAt, 'startAt');
        if (req.endAt !== undefined) values.endAt = epochDate(req.endAt, 'endAt');
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
      }),

    copyEvent: (req, ctx) =>
      mutate(deps, ctx, CopyEventResponseSchema, async (w, user) => {
        const source = await ownedEvent(w.tx, user.uid, req.eventId);
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
        await w.tx.insert(events).values(copy);
        w.changed(eventChanged(copy));
        await copyRows(w, source, copy);
        return { newEventId: id, newEventKey: extKey };
      }),

    toArchive: (req, ctx) =>
      onEvent(req, ctx, async (w, event) => {
        if (event.publishedAt) throw failedPrecondition(MESSAGES.eventIsPublished);
        if (event.domain && event.domainVerified)
          throw failedPrecondition(MESSAGES.eventWithCustomDomain);
        await setEvent(w, event, { isArchive: true });
      }),

    fromArchive: (req, ctx) =>
      onEvent(req, ctx, (w, event) => setEvent(w, event, { isArchive: false })),

    publish: (req, ctx) =>
      onEvent(req, ctx, async (w, event) => {
        if (event.isArchive) throw failedPrecondition('Event is archived.');
        await setEvent(w, event, { publishedAt: event.publishedAt ?? new Date() });
      }),

    unpublish: (req, ctx) =>
      onEvent(req, ctx, (w, event) => setEvent(w, event, { publishedAt: null })),

    setLanguage: (req, ctx) =>
      onEvent(req, ctx, async (w, event) => {
        await setEvent(w, event, { language: validate(languageRule, req.language, 'language') });
      }),
  };
}

/** Copies what belongs to the event: translations, preferences, organizers and sponsors. */
async function copyRows(w: Writer, source: EventRow, copy: EventRow): Promise<void> {
  const owner = { eventId: copy.id, ownerId: copy.userId };
  for (const t of await w.tx
    .select()
    .from(translations)
    .where(eq(translations.eventId, source.id))) {
    await w.tx.insert(translations).values({ ...t, eventId: copy.id, updatedAt: new Date() });
    w.changed({ collection: 'translations', docId: t.key, scope: t.lang, ...owner });
  }
  for (const p of await w.tx.select().from(preferences).where(eq(preferences.eventId, source.id))) {
    await w.tx.insert(preferences).values({ ...p, eventId: copy.id, updatedAt: new Date() });
    w.changed({ collection: 'preferences', docId: p.key, ...owner });
  }
  for (const o of await w.tx.select().from(orgInfos).where(eq(orgInfos.eventId, source.id))) {
    const id = uuidv7();
    await w.tx.insert(orgInfos).values({ ...o, id, eventId: copy.id });
    w.changed({ collection: 'orgs', docId: id, ...owner });
  }
  for (const s of await w.tx.select().from(sponsors).where(eq(sponsors.eventId, source.id))) {
    const id = uuidv7();
    await w.tx.insert(sponsors).values({ ...s, id, eventId: copy.id });
    w.changed({ collection: 'sponsors', docId: id, ...owner });
  }
}
