// The event's organizers and sponsors (spec/console.md §2.22).
import type { AreaDescriptor } from '../../app/areaDescriptor';

const load = () => import(/* webpackChunkName: "organizers" */ './screens');

export const organizersArea: AreaDescriptor = {
  name: 'organizers',
  routes: [
    {
      slot: 'edit',
      path: 'settings/organizers',
      screen: async () => (await load()).OrganizersScreen,
    },
  ],
  settings: [
    {
      key: 'organizers',
      path: 'organizers',
      labelKey: 'settings.organizers',
      icon: 'OrganizersIcon',
      order: 40,
      enabled: true,
    },
  ],
  texts: () => import(/* webpackChunkName: "organizers" */ './texts'),
};
