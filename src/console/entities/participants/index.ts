import type { EntityDescriptor } from '../../app/entityDescriptor';
import { registerEntity } from '../../app/entityRegistry';
import { participantsSlice } from './participantsSlice';
import { participantWrites } from './participantWrites';
export { participantsSlice, selectEventParticipantDocs } from './participantsSlice';
export { participantWrites } from './participantWrites';
export type { ParticipantsDraft } from './participantWrites';

export const participantsEntity = registerEntity({
  name: 'participants',
  reducers: { participants: participantsSlice.reducer },
  persisted: false,
  writes: Object.values(participantWrites),
} satisfies EntityDescriptor);
