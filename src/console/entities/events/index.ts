import type { EntityDescriptor } from '../../app/entityDescriptor';
import { registerEntity } from '../../app/entityRegistry';
import { eventsReducer } from './eventsSlice';
import { membershipsReducer } from './membershipsSlice';
import { EVENT_WRITES } from './reconcile';
export { eventsSlice, eventsAdapter } from './eventsSlice';
export type { EventDoc } from './eventsSlice';
export { EVENT_WRITES, reconcileEvents } from './reconcile';
export {
  membershipsSlice,
  selectMemberships,
  selectMembership,
  selectEventRole,
} from './membershipsSlice';
export { eventWrites } from './eventWrites';
export { eventSettingsWrites } from './eventSettingsWrites';
export type { EventView } from './reconcile';
export {
  selectEventViews,
  selectEventList,
  selectArchivedEventList,
  selectEventByKey,
  selectOwnUnechoedWrites,
  selectUpdateKey,
  selectRefusedUpdate,
  selectLanguagePending,
} from './eventsSelectors';
export type { RefusedUpdate } from './eventsSelectors';
export {
  eventsApi,
  useCreateEventMutation,
  useUpdateEventMutation,
  useCopyEventMutation,
  usePublishEventMutation,
  useUnpublishEventMutation,
  useArchiveEventMutation,
  useUnarchiveEventMutation,
} from './eventsApi';
export type { CreateEventArgs, CopyEventArgs, UpdateEventArgs } from './eventsApi';
export {
  eventSettingsApi,
  useSetEventLanguageMutation,
  useSetEventThemeMutation,
  useSetEventMenuItemsMutation,
  useSetEventDomainMutation,
} from './eventSettingsApi';
export type {
  SetLanguageArgs,
  SetThemeArgs,
  SetShowMenuItemsArgs,
  SetCustomDomainArgs,
} from './eventSettingsApi';
export {
  eventFileUrl,
  eventRouteKey,
  dashboardPath,
  verifiedDomain,
  publicEventUrl,
} from './eventLinks';
export {
  EditedEventProvider,
  useEditedEvent,
  useEditedEventRole,
  useEditedEventMay,
} from './editedEvent';

export const eventsEntity = registerEntity({
  name: 'events',
  reducers: { events: eventsReducer, memberships: membershipsReducer },
  persisted: true,
  writes: EVENT_WRITES.definitions,
} satisfies EntityDescriptor);
