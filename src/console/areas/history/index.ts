// The event's history (issue 25): who changed what and when, and undoing any of it.
import type { AreaDescriptor } from '../../app/areaDescriptor';
import { prefetchFirstPage } from './historyApi';

const load = () => import(/* webpackChunkName: "history" */ './screens');

export const historyArea: AreaDescriptor = {
  name: 'history',
  routes: [{ slot: 'edit', path: 'history', screen: async () => (await load()).HistoryScreen }],
  drawer: [
    {
      key: 'history',
      path: 'history',
      labelKey: 'drawer.history',
      icon: 'HistoryIcon',
      order: 118,
      enabled: true,
      prefetch: prefetchFirstPage,
    },
  ],
  texts: () => import(/* webpackChunkName: "history" */ './texts'),
};
