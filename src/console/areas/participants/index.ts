// Participants (spec/content.md §2.17–2.18): the users list of a registration event and the
// participant item, reached from the registration hub.
import type { AreaDescriptor } from '../../app/areaDescriptor';

const load = () => import(/* webpackChunkName: "participants" */ './screens');

export const participantsArea: AreaDescriptor = {
  name: 'participants',
  routes: [
    {
      slot: 'edit',
      path: 'registration/users',
      // Door staff look participants up here (issue 24); it offers writes to writers only.
      right: 'lookup',
      screen: async () => (await load()).ParticipantsScreen,
    },
    {
      slot: 'edit',
      path: 'registration/users/create',
      right: 'write',
      screen: async () => (await load()).ParticipantScreen,
    },
    {
      slot: 'edit',
      path: 'registration/users/:userId',
      screen: async () => (await load()).ParticipantScreen,
    },
  ],
  // Others reach the list from the registration hub; door staff, who may not open it, here.
  drawer: [
    {
      key: 'participants',
      path: 'registration/users',
      labelKey: 'drawer.participants',
      icon: 'RegistrationIcon',
      order: 116,
      enabled: true,
      right: 'lookup',
      onlyWithout: 'read',
    },
  ],
  texts: () => import(/* webpackChunkName: "participants" */ './texts'),
};
