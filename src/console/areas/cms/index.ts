// The event place with its locations and sections, and the info page with its sections, each
// with "files and links" attachments (spec/content.md §2.9–2.13). One area, because the place
// and info screens share the section editor and the attachments card.
import type { AreaDescriptor } from '../../app/areaDescriptor';

const load = () => import(/* webpackChunkName: "cms" */ './screens');

export const cmsArea: AreaDescriptor = {
  name: 'cms',
  routes: [
    { slot: 'edit', path: 'place', screen: async () => (await load()).PlaceScreen },
    {
      slot: 'edit',
      path: 'place/section/new',
      screen: async () => (await load()).PlaceSectionScreen,
    },
    {
      slot: 'edit',
      path: 'place/section/:groupId',
      screen: async () => (await load()).PlaceSectionScreen,
    },
    { slot: 'edit', path: 'locations/new', screen: async () => (await load()).LocationScreen },
    {
      slot: 'edit',
      path: 'locations/:locationId',
      screen: async () => (await load()).LocationScreen,
    },
    { slot: 'edit', path: 'info', screen: async () => (await load()).InfoScreen },
    {
      slot: 'edit',
      path: 'info/section/new',
      screen: async () => (await load()).InfoSectionScreen,
    },
    {
      slot: 'edit',
      path: 'info/section/:groupId',
      screen: async () => (await load()).InfoSectionScreen,
    },
  ],
  drawer: [
    {
      key: 'place',
      path: 'place',
      labelKey: 'drawer.place',
      icon: 'PlaceIcon',
      order: 50,
      enabled: true,
    },
    {
      key: 'info',
      path: 'info',
      labelKey: 'drawer.info',
      icon: 'InfoPageIcon',
      order: 60,
      enabled: true,
    },
  ],
  texts: () => import(/* webpackChunkName: "cms" */ './texts'),
};
