// Pieces of the event screens that several areas show (the event list and the edit shell):
// status chip, dates, the not-yet-saved marker and the event actions. Their texts are in the
// 'events' namespace, which every area that shows them loads.
export { StatusChip } from './StatusChip';
export { EventDates } from './EventDates';
export { PendingMarker } from './PendingMarker';
export { useEventActions } from './useEventActions';
export type { EventActions } from './useEventActions';
export { useEventDateFormat } from './useEventDateFormat';
export { MemberEventsEffect, useMemberEvents } from './MemberEventsEffect';
export { RoleBadge } from './RoleBadge';
