import type { EntityDescriptor } from '../../app/entityDescriptor';
import { participantsSlice } from './participantsSlice';
import { participantWrites } from './participantWrites';
export { participantsSlice } from './participantsSlice';
export { participantWrites } from './participantWrites';
export { answerOf, nameOf } from './participantItem';
export type { Answer, ParticipantItem } from './participantItem';
export { searchRows } from './participantsList';
export type { ParticipantsList } from './participantsList';
export { useParticipantsList } from './useParticipantsList';
export type { ParticipantsState } from './useParticipantsList';
export { parseSnapshot, snapshotLoaded, snapshotsCleared, snapshotsOwnedBy } from './snapshotStore';
export * from './participantsApi';

export const participantsEntity = {
  name: 'participants',
  reducers: { participants: participantsSlice.reducer },
  persisted: false,
  writes: Object.values(participantWrites),
} satisfies EntityDescriptor;
