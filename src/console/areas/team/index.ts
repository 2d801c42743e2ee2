// Event teams (issue 24): the owner's Team screen under settings (members, invitations, roles,
// removal, hand-over and the audit) and the page an invitation's link opens.
import type { AreaDescriptor } from '../../app/areaDescriptor';

const load = () => import(/* webpackChunkName: "team" */ './screens');

export const teamArea: AreaDescriptor = {
  name: 'team',
  routes: [
    {
      slot: 'edit',
      path: 'settings/team',
      right: 'team',
      screen: async () => (await load()).TeamScreen,
    },
    // The link of the invitation mail (src/server/areas/team/service.ts): signed in or out.
    { slot: 'open', path: '/invitation', screen: async () => (await load()).InvitationScreen },
  ],
  settings: [
    {
      key: 'team',
      path: 'team',
      labelKey: 'settings.team',
      icon: 'SpeakersIcon',
      order: 50,
      enabled: true,
      right: 'team',
    },
  ],
  texts: () => import(/* webpackChunkName: "team" */ './texts'),
};
