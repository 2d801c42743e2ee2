import type { EntityDescriptor } from '../../app/entityDescriptor';
import { registerEntity } from '../../app/entityRegistry';
import { speakersReducer } from './speakersSlice';
import { speakerWrites } from './speakerWrites';
export { speakersSlice } from './speakersSlice';
export { speakerWrites } from './speakerWrites';
export { selectSpeakerViews } from './speakersSelectors';
export type { SpeakerView } from './speakersSelectors';
export { speakersApi, useCreateSpeakerMutation, useUpdateSpeakerMutation } from './speakersApi';
export type { SpeakerRequest } from './speakersApi';

export const speakersEntity = registerEntity({
  name: 'speakers',
  reducers: { speakers: speakersReducer },
  persisted: true,
  writes: Object.values(speakerWrites),
} satisfies EntityDescriptor);
