// Info and place section groups and the "files and links" items of sections and locations
// (proto service manager.Cms).
import { Cms } from '../../../../generated/manager/content_pb';
import type { Area } from '../area';
import { implement } from '../area';
import { cmsSectionItemsCollection, cmsSectionsCollection } from './collections';
import { cmsService } from './service';

export { fileLink } from './content';
export { removeItemsOf } from './items';

export const cmsArea: Area<'cms_sections' | 'cms_section_items'> = {
  name: 'cms',
  services: [implement(Cms, cmsService)],
  collections: {
    cms_sections: cmsSectionsCollection,
    cms_section_items: cmsSectionItemsCollection,
  },
};
