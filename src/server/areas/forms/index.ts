// Registration, survey and feedback forms and their fields (spec/content.md §2.14–2.16, §2.19–2.20).
import { Forms } from '../../../../generated/manager/content_pb';
import type { Area } from '../area';
import { implement } from '../area';
import { formFieldsCollection, formsCollection } from './collections';
import { feedbackAnswersCollection } from './feedbackAnswers';
import { formsService } from './service';

export const formsArea: Area<'forms' | 'formFields' | 'feedbackAnswers'> = {
  name: 'forms',
  services: [implement(Forms, formsService)],
  collections: {
    forms: formsCollection,
    formFields: formFieldsCollection,
    feedbackAnswers: feedbackAnswersCollection,
  },
};
