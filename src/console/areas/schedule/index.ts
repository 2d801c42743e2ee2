// The event's schedule (spec/content.md §2.7, §2.8): meetings by day, and the meeting editor.
import type { AreaDescriptor } from '../../app/areaDescriptor';

const load = () => import(/* webpackChunkName: "schedule" */ './screens');

export const scheduleArea: AreaDescriptor = {
  name: 'schedule',
  routes: [
    { slot: 'edit', path: 'meetings', screen: async () => (await load()).ScheduleScreen },
    { slot: 'edit', path: 'meetings/new', screen: async () => (await load()).MeetingEditorScreen },
    {
      slot: 'edit',
      path: 'meetings/:meetingId',
      screen: async () => (await load()).MeetingEditorScreen,
    },
  ],
  drawer: [
    {
      key: 'meetings',
      path: 'meetings',
      labelKey: 'drawer.meetings',
      icon: 'ScheduleIcon',
      order: 30,
      enabled: true,
    },
  ],
  texts: () => import(/* webpackChunkName: "schedule" */ './texts'),
};
