export { EventListScreen } from './EventListScreen';
export { NewEventScreen } from './NewEventScreen';
export { AccountSettingsScreen } from './AccountSettingsScreen';
