import type { EntityDescriptor } from '../../app/entityDescriptor';
import { feedbackAnswersSlice } from './feedbackAnswersSlice';
export { selectFormAnswers } from './feedbackAnswersSlice';

export const feedbackAnswersEntity = {
  name: 'feedbackAnswers',
  reducers: { feedbackAnswers: feedbackAnswersSlice.reducer },
  persisted: false,
  writes: [],
} satisfies EntityDescriptor;
