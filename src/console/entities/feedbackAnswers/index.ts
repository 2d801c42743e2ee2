import type { EntityDescriptor } from '../../app/entityDescriptor';
import { registerEntity } from '../../app/entityRegistry';
import { feedbackAnswersSlice } from './feedbackAnswersSlice';
export { selectFormAnswers } from './feedbackAnswersSlice';

export const feedbackAnswersEntity = registerEntity({
  name: 'feedbackAnswers',
  reducers: { feedbackAnswers: feedbackAnswersSlice.reducer },
  persisted: false,
  writes: [],
} satisfies EntityDescriptor);
