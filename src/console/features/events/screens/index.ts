export {
  EventListScreen,
  NewEventScreen,
  AccountSettingsScreen,
  EventDashboardScreen,
} from './stubs';
