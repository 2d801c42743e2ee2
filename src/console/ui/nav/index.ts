export { entryAllowed, isEntryCurrent, NavEntriesProvider, useNavEntries } from './navEntries';
export type { DrawerEntry, EditIconName, NavEntries, SettingsEntry } from './navEntries';
