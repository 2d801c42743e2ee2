import type { EntityDescriptor } from '../../app/entityDescriptor';
import { registerEntity } from '../../app/entityRegistry';
import { formsReducer, formFieldsReducer } from './formsSlice';
import { formWrites } from './formWrites';
export { formWrites } from './formWrites';
export type { FormsDraft } from './formWrites';
export { feedbackForms, fieldsInOrder, selectFormsView } from './formsSelectors';
export type { FieldView, FormView } from './formsSelectors';
export * from './formsApi';

export const formsEntity = registerEntity({
  name: 'forms',
  reducers: { forms: formsReducer, formFields: formFieldsReducer },
  persisted: true,
  writes: Object.values(formWrites),
} satisfies EntityDescriptor);
