// The check-in screen's view of the door and its queued mutation, apart from the checkIns
// entity so the store (and with it the sign-in route) does not carry them.
export { selectDoorView } from './checkInsSelectors';
export type { DoorView } from './checkInsSelectors';
export * from './checkInsApi';
export { checkedInOwnerOf, doorTextOf } from './codeOwner';
