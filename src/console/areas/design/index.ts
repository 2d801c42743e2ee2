// The event's design: theme, colours, branding and app images (spec/console.md §2.19).
import type { AreaDescriptor } from '../../app/areaDescriptor';

const load = () => import(/* webpackChunkName: "design" */ './DesignScreen');

export const designArea: AreaDescriptor = {
  name: 'design',
  routes: [{ slot: 'edit', path: 'design', screen: async () => (await load()).DesignScreen }],
  drawer: [
    {
      key: 'design',
      path: 'design',
      labelKey: 'drawer.design',
      icon: 'DesignIcon',
      order: 80,
      highlighted: true,
      enabled: true,
    },
  ],
  texts: () => import(/* webpackChunkName: "design" */ './texts'),
};
