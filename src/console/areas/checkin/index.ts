// The door (issue 12, beyond the spec): check participants in by the signed code of their QR,
// scanned with the device camera or typed, online or offline, with a live count.
import type { AreaDescriptor } from '../../app/areaDescriptor';

const load = () => import(/* webpackChunkName: "checkin" */ './screens');

export const checkinArea: AreaDescriptor = {
  name: 'checkin',
  routes: [
    {
      slot: 'edit',
      path: 'check-in',
      right: 'checkIn',
      screen: async () => (await load()).CheckInScreen,
    },
  ],
  drawer: [
    {
      key: 'check-in',
      path: 'check-in',
      labelKey: 'drawer.checkIn',
      icon: 'CheckInIcon',
      order: 115,
      highlighted: true,
      enabled: true,
      right: 'checkIn',
    },
  ],
  texts: () => import(/* webpackChunkName: "checkin" */ './texts'),
};
