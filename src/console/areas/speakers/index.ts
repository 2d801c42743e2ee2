// The event's speakers (spec/content.md §2.5, §2.6): the list and the editor.
import type { AreaDescriptor } from '../../app/areaDescriptor';

const load = () => import(/* webpackChunkName: "speakers" */ './screens');

export const speakersArea: AreaDescriptor = {
  name: 'speakers',
  routes: [
    { slot: 'edit', path: 'speakers', screen: async () => (await load()).SpeakersScreen },
    { slot: 'edit', path: 'speakers/new', screen: async () => (await load()).SpeakerEditorScreen },
    {
      slot: 'edit',
      path: 'speakers/:speakerId',
      screen: async () => (await load()).SpeakerEditorScreen,
    },
  ],
  drawer: [
    {
      key: 'speakers',
      path: 'speakers',
      labelKey: 'drawer.speakers',
      icon: 'SpeakersIcon',
      order: 40,
      enabled: true,
    },
  ],
  texts: () => import(/* webpackChunkName: "speakers" */ './texts'),
};
