// manager.Cms: info ('esi') and place ('poesi') section groups and their "files and links"
// items, which may also belong to a location (spec/content.md §2.10–2.13, §7).
import type { HandlerContext, ServiceImpl } from '@connectrpc/connect';
import type { Cms } from '../../../../generated/manager/content_pb';
import {
  AddGroupOfSectionsResponseSchema,
  AddSectionResponseSchema,
} from '../../../../generated/manager/content_pb';
import type { SectionContent } from '../../../../generated/manager/model_pb';
import { SECTION_KEYS } from '../../../common/cms';
import type { SectionKey } from '../../../common/cms';
import { LIMITS } from '../../../common/constants';
import { uuidRule } from '../../../common/rules';
import { eventRow } from '../../auth/eventAccess';
import type { EventRow } from '../../auth/eventAccess';
import { cmsSectionItems, cmsSections, locations } from '../../db/schema';
import type { Writer } from '../../db/writer';
import type { Deps } from '../../rpc/deps';
import { onEvent } from '../../rpc/eventMutation';
import { eventRows } from '../../rpc/eventRows';
import { plainText, richText } from '../../rpc/fields';
import { newId } from '../../rpc/ids';
import { mutate } from '../../rpc/mutation';
import type { QuickCall } from '../../rpc/quickMutation';
import { notFound, validate } from '../../rpc/errors';
import { contentColumns, itemBasics } from './content';
import type { ContentColumns } from './content';
import { itemChanged, removeItemsOf } from './items';
import { quickAddSection } from './quickAdd';

const groups = eventRows(cmsSections, 'groupId');
const items = eventRows(cmsSectionItems, 'itemId');
const locationRows = eventRows(locations, 'locationId');

interface GroupFields {
  title: string;
  description?: string;
  sortNum?: number;
}

/** The request fields of a group's and an item's columns, where their names differ. */
const SORT = { numSort: 'sortNum' };
const ITEM_FIELDS: Record<keyof ContentColumns | 'numSort', string> = {
  ...SORT,
  contentType: 'content',
  linkUrl: 'content',
  text: 'content',
  imageId: 'content',
  imageTitle: 'content',
  fileId: 'content',
};

const groupColumns = (req: GroupFields) => ({
  title: plainText(req.title, 'title', LIMITS.title),
  description: richText(req.description ?? '', 'description'),
  numSort: req.sortNum ?? 0,
});

const groupChanged = (w: Writer, event: EventRow, id: string, removed = false) =>
  w.changed({
    collection: 'cms_sections',
    docId: id,
    eventId: event.id,
    ownerId: event.userId,
    removed,
  });

interface ItemFields {
  title: string;
  content?: SectionContent;
  sortNum?: number;
}

export function cmsService(deps: Deps): Partial<ServiceImpl<typeof Cms>> {
  const itemColumns = async (w: Writer, event: EventRow, req: ItemFields) => {
    const basics = itemBasics(req);
    return {
      ...basics,
      ...(await contentColumns(w.tx, event.id, req.content, deps.config.publicUrl)),
    };
  };

  const addGroup =
    (sectionKey: SectionKey) =>
    (req: GroupFields & { eventId: string; groupId: string }, ctx: HandlerContext) =>
      mutate(deps, ctx, AddGroupOfSectionsResponseSchema, async (w) => {
        const event = await eventRow(w.tx, req.eventId);
        const values = groupColumns(req);
        const id = newId(req.groupId, 'groupId');
        await groups.insert(w, { id, eventId: event.id, sectionKey, ...values });
        groupChanged(w, event, id);
        return { groupId: id };
      });

  /** Adds an item to a section group or a location that must exist in the event. */
  const addItem = (
    req: ItemFields & { eventId: string; itemId: string },
    ctx: HandlerContext,
    owner: (w: Writer, event: EventRow) => Promise<{ groupId: string } | { locationId: string }>,
    quick?: () => QuickCall<typeof AddSectionResponseSchema> | undefined,
  ) =>
    mutate(
      deps,
      ctx,
      AddSectionResponseSchema,
      async (w) => {
        const event = await eventRow(w.tx, req.eventId);
        const of = await owner(w, event);
        const values = await itemColumns(w, event, req);
        const id = newId(req.itemId, 'itemId');
        await items.insert(w, { id, eventId: event.id, ...of, ...values });
        itemChanged(w, event, id);
        return { itemId: id };
      },
      quick,
    );

  /** An item of the event; a groupId, when sent, must be its group's or its location's. */
  const ownItem = async (w: Writer, event: EventRow, groupId: string, itemId: string) => {
    if (groupId !== '') validate(uuidRule('groupId'), groupId, 'groupId');
    const row = await items.get(w, event.id, itemId);
    if (groupId !== '' && groupId !== row.groupId && groupId !== row.locationId) throw notFound();
    return row;
  };

  return {
    addGroupOfSectionsByEvent: addGroup(SECTION_KEYS.info),
    addGroupOfSectionsByPlaceEvent: addGroup(SECTION_KEYS.place),
    updateGroupOfSection: (req, ctx) =>
      onEvent(deps, req, ctx, async (w, event) => {
        const values = groupColumns(req);
        if (await groups.updateMasked(w, event.id, req.groupId, values, req.updateMask, SORT)) {
          groupChanged(w, event, req.groupId);
        }
      }),
    deleteGroupOfSection: (req, ctx) =>
      onEvent(deps, req, ctx, async (w, event) => {
        await groups.remove(w, event.id, req.groupId);
        await removeItemsOf(w, event, { groupId: req.groupId });
        groupChanged(w, event, req.groupId, true);
      }),
    addSection: (req, ctx) =>
      addItem(
        req,
        ctx,
        async (w, event) => ({ groupId: (await groups.get(w, event.id, req.groupId)).id }),
        () => quickAddSection(req),
      ),
    addSectionOfLocation: (req, ctx) =>
      addItem(req, ctx, async (w, event) => ({
        locationId: (await locationRows.get(w, event.id, req.locationId)).id,
      })),
    updateSection: (req, ctx) =>
      onEvent(deps, req, ctx, async (w, event) => {
        const row = await ownItem(w, event, req.groupId, req.itemId);
        const values = await itemColumns(w, event, req);
        if (await items.updateMasked(w, event.id, row.id, values, req.updateMask, ITEM_FIELDS)) {
          itemChanged(w, event, row.id);
        }
      }),
    deleteSection: (req, ctx) =>
      onEvent(deps, req, ctx, async (w, event) => {
        const row = await ownItem(w, event, req.groupId, req.itemId);
        await items.remove(w, event.id, row.id);
        itemChanged(w, event, row.id, true);
      }),
  };
}
