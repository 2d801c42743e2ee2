// The edit shell (spec/console.md §2.15–2.18): its layout holds every screen below
// /edit/{eventKey}; its own screens are the dashboard, the settings hub and general settings.
import type { AreaDescriptor } from '../../app/areaDescriptor';

const load = () => import(/* webpackChunkName: "edit" */ './screens');

export const editArea: AreaDescriptor = {
  name: 'edit',
  layouts: { edit: async () => (await load()).EditLayout },
  routes: [
    { slot: 'edit', screen: async () => (await load()).DashboardScreen },
    { slot: 'edit', path: 'settings', screen: async () => (await load()).SettingsHubScreen },
    {
      slot: 'edit',
      path: 'settings/general',
      // Its own chunk: the form's pieces (Formik, the date picker, the zone list, the rich-text
      // field) stay out of the dashboard's and every other edit screen's load (issue 31).
      screen: async () =>
        (await import(/* webpackChunkName: "edit-general" */ './screens/GeneralSettingsScreen'))
          .GeneralSettingsScreen,
    },
  ],
  drawer: [
    {
      key: 'dashboard',
      path: '',
      labelKey: 'drawer.dashboard',
      icon: 'DashboardIcon',
      order: 10,
      enabled: true,
    },
    {
      key: 'settings',
      path: 'settings',
      labelKey: 'drawer.settings',
      icon: 'SettingsIcon',
      order: 90,
      highlighted: true,
      enabled: true,
    },
  ],
  settings: [
    {
      key: 'general',
      path: 'general',
      labelKey: 'settings.general',
      icon: 'SettingsIcon',
      order: 10,
      enabled: true,
    },
  ],
  texts: () => import(/* webpackChunkName: "edit" */ './texts'),
};
