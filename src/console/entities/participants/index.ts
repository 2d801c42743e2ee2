import type { EntityDescriptor } from '../../app/entityDescriptor';
import { registerEntity } from '../../app/entityRegistry';
import { participantsReducer } from './participantsSlice';
import { participantWrites } from './participantWrites';
export { participantsSlice, selectEventParticipantDocs } from './participantsSlice';
export { participantWrites } from './participantWrites';
export type { ParticipantsDraft } from './participantWrites';

export const participantsEntity = registerEntity({
  name: 'participants',
  reducers: { participants: participantsReducer },
  persisted: false,
  writes: Object.values(participantWrites),
} satisfies EntityDescriptor);
