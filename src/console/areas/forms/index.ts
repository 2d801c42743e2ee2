// The form builder (spec/content.md §2.14–2.16, §2.19–2.20): the registration hub and format,
// the feedback forms, and the field editor both share.
import type { AreaDescriptor } from '../../app/areaDescriptor';

const load = () => import(/* webpackChunkName: "forms" */ './screens');

export const formsArea: AreaDescriptor = {
  name: 'forms',
  routes: [
    { slot: 'edit', path: 'registration', screen: async () => (await load()).RegistrationHub },
    {
      slot: 'edit',
      path: 'registration/format',
      screen: async () => (await load()).RegistrationFormatScreen,
    },
    {
      slot: 'edit',
      path: 'registration/forms/:formId/fields/create',
      screen: async () => (await load()).FieldEditorScreen,
    },
    {
      slot: 'edit',
      path: 'registration/forms/:formId/fields/:fieldId',
      screen: async () => (await load()).FieldEditorScreen,
    },
    {
      slot: 'edit',
      path: 'feedback/forms',
      screen: async () => (await load()).FeedbackFormsScreen,
    },
    {
      slot: 'edit',
      path: 'feedback/forms/:formId',
      screen: async () => (await load()).FeedbackFormScreen,
    },
    {
      slot: 'edit',
      path: 'feedback/forms/:formId/fields/create',
      screen: async () => (await load()).FieldEditorScreen,
    },
    {
      slot: 'edit',
      path: 'feedback/forms/:formId/fields/:fieldId',
      screen: async () => (await load()).FieldEditorScreen,
    },
  ],
  drawer: [
    {
      key: 'registration',
      path: 'registration',
      labelKey: 'drawer.registration',
      icon: 'RegistrationIcon',
      order: 100,
      highlighted: true,
      enabled: true,
    },
    {
      key: 'feedback-forms',
      path: 'feedback/forms',
      labelKey: 'drawer.feedback',
      icon: 'FeedbackIcon',
      order: 110,
      highlighted: true,
      enabled: true,
    },
  ],
  texts: () => import(/* webpackChunkName: "forms" */ './texts'),
};
