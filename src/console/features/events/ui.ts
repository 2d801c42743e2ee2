// The events feature's second public entry: pieces of its screens that other features' screens
// show too (the edit shell). Only lazily loaded chunks may import it: index.ts stays free of
// components, so the sign-in route does not carry them.
export { StatusChip } from './screens/StatusChip';
export { EventDates } from './screens/EventDates';
export { PendingMarker } from './screens/PendingMarker';
export { useEventActions } from './screens/useEventActions';
export { useEventDateFormat } from './screens/useEventDateFormat';
