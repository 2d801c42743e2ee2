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
      screen: async () => (await load()).ParticipantsScreen,
    },
    {
      slot: 'edit',
      path: 'registration/users/create',
      screen: async () => (await load()).ParticipantScreen,
    },
    {
      slot: 'edit',
      path: 'registration/users/:userId',
      screen: async () => (await load()).ParticipantScreen,
    },
  ],
  texts: () => import(/* webpackChunkName: "participants" */ './texts'),
};
