// The place, location, section and attachment writes (spec/content.md §7), each declared once
// with its optimistic effect on the event's CmsDraft. Creates carry their id (UUID v7, made by
// the caller), so a new location or section can be opened and edited before the server has
// seen it. Deleting a location or a section takes its attachments along, as the server does.
import { itemKeyOf, SECTION_KEYS } from '../../../common/cms';
import { pickMasked } from '../../../common/updateMask';
import type { UpdateMask } from '../../../common/updateMask';
import type { SectionKey } from '../../../common/cms';
import { defineQueuedWrite } from '../writes';
import type { WriteContext } from '../writes';
import type { CmsDraft, ItemView } from './cmsViews';
import { fieldsOfContent } from './itemContent';
import type { ContentMessage } from './itemContent';

const seconds = (ms: number) => Math.floor(ms / 1000);
const mine = (draft: CmsDraft, r: { eventId?: string }) => r.eventId === draft.eventId;

interface LocationRequest {
  eventId?: string;
  locationId?: string;
  name?: string;
  address?: string;
  description?: string;
  imageId?: string;
  updateMask?: UpdateMask;
}

const locationApplied = (draft: CmsDraft, r: LocationRequest, context?: WriteContext) => {
  const id = r.locationId ?? '';
  const current = draft.locations.get(id);
  if (!mine(draft, r) || !id || (!current && !context)) return;
  const fields = {
    name: r.name ?? '',
    address: r.address ?? '',
    description: r.description ?? '',
    imageId: r.imageId ?? '',
  };
  draft.locations.set(id, {
    locationId: id,
    eventId: draft.eventId,
    createdAt: current?.createdAt ?? seconds(context?.createdAt ?? 0),
    ...fields,
    ...current,
    ...pickMasked(fields, r.updateMask),
    pending: true,
  });
};

const removeItemsOf = (draft: CmsDraft, itemKey: string) => {
  for (const [id, item] of draft.items) if (item.itemKey === itemKey) draft.items.delete(id);
};

interface SectionRequest {
  eventId?: string;
  groupId?: string;
  title?: string;
  description?: string;
  sortNum?: number;
  updateMask?: UpdateMask;
}

/** The request field of a view's sort order. */
const SORT = { numSort: 'sortNum' };

const sectionApplied = (draft: CmsDraft, r: SectionRequest, sectionKey?: SectionKey) => {
  const id = r.groupId ?? '';
  const current = draft.sections.get(id);
  const key = sectionKey ?? current?.sectionKey;
  if (!mine(draft, r) || !id || key === undefined) return;
  const fields = {
    title: r.title ?? '',
    description: r.description ?? '',
    numSort: r.sortNum ?? 0,
  };
  draft.sections.set(id, {
    groupId: id,
    eventId: draft.eventId,
    ...fields,
    ...current,
    ...pickMasked(fields, r.updateMask, SORT),
    sectionKey: key,
    pending: true,
  });
};

interface ItemRequest {
  eventId?: string;
  itemId?: string;
  title?: string;
  content?: ContentMessage;
  sortNum?: number;
  updateMask?: UpdateMask;
}

const itemApplied = (draft: CmsDraft, r: ItemRequest, itemKey?: string) => {
  const id = r.itemId ?? '';
  const current: ItemView | undefined = draft.items.get(id);
  const key = itemKey ?? current?.itemKey;
  if (!mine(draft, r) || !id || key === undefined) return;
  const content = fieldsOfContent(r.content);
  const fields = { title: r.title ?? '', ...content, numSort: r.sortNum ?? 0 };
  // Every column of the content comes from the request's one content field.
  const fieldOf = {
    ...SORT,
    ...Object.fromEntries(Object.keys(content).map((k) => [k, 'content'])),
  };
  draft.items.set(id, {
    itemId: id,
    eventId: draft.eventId,
    ...fields,
    ...current,
    ...pickMasked(fields, r.updateMask, fieldOf),
    itemKey: key,
    pending: true,
  });
};

export const locationWrites = {
  create: defineQueuedWrite<'locations', 'createLocation', CmsDraft>({
    name: 'locations.create',
    service: 'locations',
    method: 'createLocation',
    docIds: (r) => [r.locationId ?? ''],
    apply: (draft, r, context) => locationApplied(draft, r, context),
  }),
  update: defineQueuedWrite<'locations', 'updateLocation', CmsDraft>({
    name: 'locations.update',
    service: 'locations',
    method: 'updateLocation',
    docIds: (r) => [r.locationId ?? ''],
    apply: (draft, r) => locationApplied(draft, r),
  }),
  remove: defineQueuedWrite<'locations', 'deleteLocation', CmsDraft>({
    name: 'locations.remove',
    service: 'locations',
    method: 'deleteLocation',
    docIds: (r) => [r.locationId ?? ''],
    apply: (draft, r) => {
      if (!mine(draft, r) || !r.locationId) return;
      draft.locations.delete(r.locationId);
      removeItemsOf(draft, itemKeyOf({ kind: 'location', locationId: r.locationId }));
    },
  }),
};

export const sectionWrites = {
  addInfo: defineQueuedWrite<'cms', 'addGroupOfSectionsByEvent', CmsDraft>({
    name: 'cms.sections.addInfo',
    service: 'cms',
    method: 'addGroupOfSectionsByEvent',
    docIds: (r) => [r.groupId ?? ''],
    apply: (draft, r) => sectionApplied(draft, r, SECTION_KEYS.info),
  }),
  addPlace: defineQueuedWrite<'cms', 'addGroupOfSectionsByPlaceEvent', CmsDraft>({
    name: 'cms.sections.addPlace',
    service: 'cms',
    method: 'addGroupOfSectionsByPlaceEvent',
    docIds: (r) => [r.groupId ?? ''],
    apply: (draft, r) => sectionApplied(draft, r, SECTION_KEYS.place),
  }),
  update: defineQueuedWrite<'cms', 'updateGroupOfSection', CmsDraft>({
    name: 'cms.sections.update',
    service: 'cms',
    method: 'updateGroupOfSection',
    docIds: (r) => [r.groupId ?? ''],
    apply: (draft, r) => sectionApplied(draft, r),
  }),
  remove: defineQueuedWrite<'cms', 'deleteGroupOfSection', CmsDraft>({
    name: 'cms.sections.remove',
    service: 'cms',
    method: 'deleteGroupOfSection',
    docIds: (r) => [r.groupId ?? ''],
    apply: (draft, r) => {
      if (!mine(draft, r) || !r.groupId) return;
      draft.sections.delete(r.groupId);
      removeItemsOf(draft, itemKeyOf({ kind: 'section', groupId: r.groupId }));
    },
  }),
};

export const itemWrites = {
  addToSection: defineQueuedWrite<'cms', 'addSection', CmsDraft>({
    name: 'cms.items.addToSection',
    service: 'cms',
    method: 'addSection',
    docIds: (r) => [r.itemId ?? ''],
    apply: (draft, r) =>
      itemApplied(draft, r, itemKeyOf({ kind: 'section', groupId: r.groupId ?? '' })),
  }),
  addToLocation: defineQueuedWrite<'cms', 'addSectionOfLocation', CmsDraft>({
    name: 'cms.items.addToLocation',
    service: 'cms',
    method: 'addSectionOfLocation',
    docIds: (r) => [r.itemId ?? ''],
    apply: (draft, r) =>
      itemApplied(draft, r, itemKeyOf({ kind: 'location', locationId: r.locationId ?? '' })),
  }),
  update: defineQueuedWrite<'cms', 'updateSection', CmsDraft>({
    name: 'cms.items.update',
    service: 'cms',
    method: 'updateSection',
    docIds: (r) => [r.itemId ?? ''],
    apply: (draft, r) => itemApplied(draft, r),
  }),
  remove: defineQueuedWrite<'cms', 'deleteSection', CmsDraft>({
    name: 'cms.items.remove',
    service: 'cms',
    method: 'deleteSection',
    docIds: (r) => [r.itemId ?? ''],
    apply: (draft, r) => {
      if (mine(draft, r) && r.itemId) draft.items.delete(r.itemId);
    },
  }),
};

export const placeWrites = {
  setProfile: defineQueuedWrite<'places', 'setProfile', CmsDraft>({
    name: 'places.setProfile',
    service: 'places',
    method: 'setProfile',
    // The profile shows on the event document (its place map) and its translations: the
    // event's echo after the write ends it.
    docIds: (r) => [r.eventId ?? ''],
    apply: (draft, r) => {
      if (!mine(draft, r)) return;
      const fields = {
        title: r.title ?? '',
        description: r.description ?? '',
        mainImageId: r.mainImageId ?? '',
      };
      draft.place = { ...draft.place, ...pickMasked(fields, r.updateMask), pending: true };
    },
  }),
};

export const CMS_WRITES = [
  ...Object.values(locationWrites),
  ...Object.values(sectionWrites),
  ...Object.values(itemWrites),
  ...Object.values(placeWrites),
];
