export { EditLayout } from './EditLayout';
export { DashboardScreen } from './DashboardScreen';
export { SettingsHubScreen } from './SettingsHubScreen';
