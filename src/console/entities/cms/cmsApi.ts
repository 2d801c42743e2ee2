// The place, location, section and attachment writes as queued RTK Query mutations: each goes
// to the persisted write queue and resolves at once; reconcileCms shows it meanwhile.
import { changedRequest } from '../../../common/updateMask';
import type { Shown } from '../../../common/updateMask';
import { api } from '../../app/api';
import { queued } from '../writes';
import { itemWrites, locationWrites, placeWrites, sectionWrites } from './cmsWrites';
import type { ItemFields } from './cmsViews';
import { contentOf } from './itemContent';

/** Optional values are sent only when non-empty (spec/content.md §5). */
const optional = (value: string) => (value === '' ? undefined : value);

export interface PlaceProfileArgs {
  eventId: string;
  title: string;
  description: string;
  mainImageId: string;
}

export interface LocationArgs {
  eventId: string;
  locationId: string;
  name: string;
  address: string;
  description: string;
  imageId: string;
}

export interface SectionArgs {
  eventId: string;
  groupId: string;
  /** Which kind a new section is; ignored by updates. */
  kind: 'info' | 'place';
  title: string;
  description: string;
  numSort: number | null;
}

export interface ItemArgs extends ItemFields {
  eventId: string;
  itemId: string;
  /** A section's group id or a location's id. */
  owner: { groupId: string } | { locationId: string };
}

const placeRequest = (a: PlaceProfileArgs) => ({
  eventId: a.eventId,
  title: a.title.trim(),
  description: optional(a.description),
  mainImageId: optional(a.mainImageId),
});

const locationRequest = (a: LocationArgs) => ({
  eventId: a.eventId,
  locationId: a.locationId,
  name: a.name.trim(),
  address: optional(a.address.trim()),
  description: optional(a.description),
  imageId: optional(a.imageId),
});

const sectionRequest = (a: SectionArgs) => ({
  eventId: a.eventId,
  groupId: a.groupId,
  title: a.title.trim(),
  description: optional(a.description),
  sortNum: a.numSort ?? undefined,
});

const itemRequest = (a: ItemArgs) => ({
  eventId: a.eventId,
  itemId: a.itemId,
  title: a.title.trim(),
  content: contentOf(a),
  sortNum: a.numSort,
});

const groupOf = (owner: ItemArgs['owner']) =>
  'groupId' in owner ? owner.groupId : owner.locationId;

export const cmsApi = api.injectEndpoints({
  endpoints: (build) => ({
    setPlaceProfile: build.mutation<null, Shown<PlaceProfileArgs>>({
      queryFn: ({ shown, ...a }, { dispatch }) =>
        queued(
          dispatch,
          placeWrites.setProfile,
          changedRequest(placeRequest({ ...a, ...shown }), placeRequest(a)),
        ),
    }),
    createLocation: build.mutation<null, LocationArgs>({
      queryFn: (a, { dispatch }) => queued(dispatch, locationWrites.create, locationRequest(a)),
    }),
    updateLocation: build.mutation<null, Shown<LocationArgs>>({
      queryFn: ({ shown, ...a }, { dispatch }) =>
        queued(
          dispatch,
          locationWrites.update,
          changedRequest(locationRequest({ ...a, ...shown }), locationRequest(a)),
        ),
    }),
    deleteLocation: build.mutation<null, { eventId: string; locationId: string }>({
      queryFn: (a, { dispatch }) => queued(dispatch, locationWrites.remove, a),
    }),
    createSection: build.mutation<null, SectionArgs>({
      queryFn: (a, { dispatch }) =>
        a.kind === 'info'
          ? queued(dispatch, sectionWrites.addInfo, sectionRequest(a))
          : queued(dispatch, sectionWrites.addPlace, sectionRequest(a)),
    }),
    updateSection: build.mutation<null, Shown<SectionArgs>>({
      queryFn: ({ shown, ...a }, { dispatch }) =>
        queued(
          dispatch,
          sectionWrites.update,
          changedRequest(sectionRequest({ ...a, ...shown }), sectionRequest(a)),
        ),
    }),
    deleteSection: build.mutation<null, { eventId: string; groupId: string }>({
      queryFn: (a, { dispatch }) => queued(dispatch, sectionWrites.remove, a),
    }),
    createItem: build.mutation<null, ItemArgs>({
      queryFn: (a, { dispatch }) =>
        'groupId' in a.owner
          ? queued(dispatch, itemWrites.addToSection, {
              ...itemRequest(a),
              groupId: a.owner.groupId,
            })
          : queued(dispatch, itemWrites.addToLocation, {
              ...itemRequest(a),
              locationId: a.owner.locationId,
            }),
    }),
    updateItem: build.mutation<null, Shown<ItemArgs>>({
      queryFn: ({ shown, ...a }, { dispatch }) =>
        queued(dispatch, itemWrites.update, {
          ...changedRequest(itemRequest({ ...a, ...shown }), itemRequest(a)),
          groupId: groupOf(a.owner),
        }),
    }),
    deleteItem: build.mutation<null, Pick<ItemArgs, 'eventId' | 'itemId' | 'owner'>>({
      queryFn: (a, { dispatch }) =>
        queued(dispatch, itemWrites.remove, {
          eventId: a.eventId,
          groupId: groupOf(a.owner),
          itemId: a.itemId,
        }),
    }),
  }),
});

export const {
  useSetPlaceProfileMutation,
  useCreateLocationMutation,
  useUpdateLocationMutation,
  useDeleteLocationMutation,
  useCreateSectionMutation,
  useUpdateSectionMutation,
  useDeleteSectionMutation,
  useCreateItemMutation,
  useUpdateItemMutation,
  useDeleteItemMutation,
} = cmsApi;
