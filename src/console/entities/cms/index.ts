import type { EntityDescriptor } from '../../app/entityDescriptor';
import { registerEntity } from '../../app/entityRegistry';
import { locationsReducer, cmsSectionsReducer, cmsSectionItemsReducer } from './cmsSlices';
import { CMS_WRITES } from './cmsWrites';
export { CMS_WRITES, itemWrites, locationWrites, placeWrites, sectionWrites } from './cmsWrites';
export { reconcileCms } from './reconcileCms';
export type { CmsDocs, CmsView } from './reconcileCms';
export type {
  ContentTypeNumber,
  ItemFields,
  ItemView,
  LocationView,
  PlaceView,
  SectionView,
} from './cmsViews';
export { selectCmsView } from './cmsSelectors';
export { contentOf, fieldsOfContent } from './itemContent';
export {
  cmsApi,
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
} from './cmsApi';
export type { ItemArgs, LocationArgs, PlaceProfileArgs, SectionArgs } from './cmsApi';

export const cmsEntity = registerEntity({
  name: 'cms',
  reducers: {
    locations: locationsReducer,
    cmsSections: cmsSectionsReducer,
    cmsSectionItems: cmsSectionItemsReducer,
  },
  persisted: true,
  writes: CMS_WRITES,
} satisfies EntityDescriptor);
