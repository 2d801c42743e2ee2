// Which menu items the app shows (spec/console.md §2.21).
import type { AreaDescriptor } from '../../app/areaDescriptor';

const load = () => import(/* webpackChunkName: "menus" */ './screens');

export const menusArea: AreaDescriptor = {
  name: 'menus',
  routes: [
    { slot: 'edit', path: 'settings/menus', screen: async () => (await load()).MenusScreen },
  ],
  settings: [
    {
      key: 'menus',
      path: 'menus',
      labelKey: 'settings.menus',
      icon: 'ListIcon',
      order: 30,
      enabled: true,
    },
  ],
  texts: () => import(/* webpackChunkName: "menus" */ './texts'),
};
