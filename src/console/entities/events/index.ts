export { eventsSlice, eventsAdapter } from './eventsSlice';
export type { EventDoc } from './eventsSlice';
export { reconcileEvents } from './reconcile';
export type { EventView } from './reconcile';
export {
  selectEventViews,
  selectEventList,
  selectEventByKey,
  selectOwnUnechoedWrites,
  selectUpdateKey,
} from './eventsSelectors';
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
export { EditedEventProvider, useEditedEvent } from './editedEvent';
