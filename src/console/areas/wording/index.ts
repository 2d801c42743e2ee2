// The app's wording and footer preferences (spec/console.md §2.20).
import type { AreaDescriptor } from '../../app/areaDescriptor';

const load = () => import(/* webpackChunkName: "wording" */ './screens');

export const wordingArea: AreaDescriptor = {
  name: 'wording',
  routes: [
    { slot: 'edit', path: 'settings/wording', screen: async () => (await load()).WordingScreen },
  ],
  settings: [
    {
      key: 'wording',
      path: 'wording',
      labelKey: 'settings.wording',
      icon: 'LetterCaseIcon',
      order: 20,
      enabled: true,
    },
  ],
  texts: () => import(/* webpackChunkName: "wording" */ './texts'),
};
