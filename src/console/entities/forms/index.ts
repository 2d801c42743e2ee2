import type { EntityDescriptor } from '../../app/entityDescriptor';
import { registerEntity } from '../../app/entityRegistry';
import { formFieldsSlice, formsSlice } from './formsSlice';
import { formWrites } from './formWrites';
export { formWrites } from './formWrites';
export type { FormsDraft } from './formWrites';
export { feedbackForms, fieldsInOrder, selectFormsView } from './formsSelectors';
export type { FieldView, FormView } from './formsSelectors';
export * from './formsApi';

export const formsEntity = registerEntity({
  name: 'forms',
  reducers: { forms: formsSlice.reducer, formFields: formFieldsSlice.reducer },
  persisted: true,
  writes: Object.values(formWrites),
} satisfies EntityDescriptor);
