export { eventsSlice, eventsAdapter } from './eventsSlice';
export type { EventDoc } from './eventsSlice';
export { reconcileEvents } from './reconcile';
export type { EventView } from './reconcile';
export const loadEventScreens = () => import('./screens');
