// The event list, a new event and the account settings (spec/console.md §2.12–2.14).
import type { AreaDescriptor } from '../../app/areaDescriptor';

const load = () => import(/* webpackChunkName: "events" */ './screens');

export const eventsArea: AreaDescriptor = {
  name: 'events',
  routes: [
    { slot: 'manager', path: '/', screen: async () => (await load()).EventListScreen },
    // The two forms in chunks of their own: their form library (Formik, Yup, lodash) stays out
    // of the event list's load (issue 31).
    {
      slot: 'manager',
      path: '/new',
      screen: async () =>
        (await import(/* webpackChunkName: "events-new" */ './screens/NewEventScreen'))
          .NewEventScreen,
    },
    {
      slot: 'manager',
      path: '/settings',
      screen: async () =>
        (await import(/* webpackChunkName: "events-account" */ './screens/AccountSettingsScreen'))
          .AccountSettingsScreen,
    },
  ],
  texts: () => import(/* webpackChunkName: "events" */ './texts'),
};
