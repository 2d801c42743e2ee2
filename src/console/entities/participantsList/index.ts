// The participants list of the console's screens: the compact snapshot held outside Redux, the
// live changes and queued writes over it, and the queued mutations. Apart from the entity's
// index, so the store (and with it the sign-in route) does not carry them.
export { searchRows } from './participantsList';
export type { ParticipantsList } from './participantsList';
export { useParticipantsList } from './useParticipantsList';
export { useRegistrationForms } from './useRegistrationForms';
export type { ParticipantsState } from './useParticipantsList';
export {
  parseSnapshot,
  snapshotLoaded,
  snapshotOf,
  snapshotsCleared,
  snapshotsOwnedBy,
} from './snapshotStore';
export * from './participantsApi';
export { answerOf, nameOf } from './participantItem';
export type { Answer, ParticipantItem } from './participantItem';
