// The event list, a new event and the account settings (spec/console.md §2.12–2.14).
import type { AreaDescriptor } from '../../app/areaDescriptor';

const load = () => import(/* webpackChunkName: "events" */ './screens');

export const eventsArea: AreaDescriptor = {
  name: 'events',
  routes: [
    { slot: 'manager', path: '/', screen: async () => (await load()).EventListScreen },
    { slot: 'manager', path: '/new', screen: async () => (await load()).NewEventScreen },
    {
      slot: 'manager',
      path: '/settings',
      screen: async () => (await load()).AccountSettingsScreen,
    },
  ],
  texts: () => import(/* webpackChunkName: "events" */ './texts'),
};
