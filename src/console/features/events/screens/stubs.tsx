const Stub = () => null;
export const EventListScreen = Stub;
export const NewEventScreen = Stub;
export const AccountSettingsScreen = Stub;
export const EventDashboardScreen = Stub;
