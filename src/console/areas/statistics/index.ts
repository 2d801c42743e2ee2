// The visitor statistics of an event (spec/console.md §2.24).
import type { AreaDescriptor } from '../../app/areaDescriptor';

const load = () => import(/* webpackChunkName: "statistics" */ './screens');

export const statisticsArea: AreaDescriptor = {
  name: 'statistics',
  routes: [
    { slot: 'edit', path: 'statistics', screen: async () => (await load()).StatisticsScreen },
  ],
  drawer: [
    {
      key: 'statistics',
      path: 'statistics',
      labelKey: 'drawer.statistics',
      icon: 'StatisticsIcon',
      order: 20,
      dividerAfter: true,
      enabled: true,
    },
  ],
  texts: () => import(/* webpackChunkName: "statistics" */ './texts'),
};
