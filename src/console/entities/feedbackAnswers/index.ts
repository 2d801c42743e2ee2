import type { EntityDescriptor } from '../../app/entityDescriptor';
import { registerEntity } from '../../app/entityRegistry';
import { feedbackAnswersReducer } from './feedbackAnswersSlice';
export { selectFormAnswers } from './feedbackAnswersSlice';

export const feedbackAnswersEntity = registerEntity({
  name: 'feedbackAnswers',
  reducers: { feedbackAnswers: feedbackAnswersReducer },
  persisted: false,
  writes: [],
} satisfies EntityDescriptor);
