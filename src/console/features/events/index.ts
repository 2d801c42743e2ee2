export { eventsSlice, eventsAdapter } from './eventsSlice';
export type { EventDoc } from './eventsSlice';
export { reconcileEvents } from './reconcile';
export type { EventView } from './reconcile';
export {
  selectEventViews,
  selectEventList,
  selectEventByKey,
  selectOwnUnechoedWrites,
} from './eventsSelectors';
export {
  eventsApi,
  useCreateEventMutation,
  useCopyEventMutation,
  usePublishEventMutation,
  useUnpublishEventMutation,
  useArchiveEventMutation,
  useUnarchiveEventMutation,
} from './eventsApi';
export type { CreateEventArgs, CopyEventArgs } from './eventsApi';
export {
  eventFileUrl,
  eventRouteKey,
  dashboardPath,
  verifiedDomain,
  publicEventUrl,
} from './eventLinks';
export const loadEventScreens = () => import(/* webpackChunkName: "events" */ './screens');
