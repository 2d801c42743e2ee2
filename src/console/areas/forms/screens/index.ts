export { RegistrationHub } from './RegistrationHub';
export { RegistrationFormatScreen } from './RegistrationFormatScreen';
export { FieldEditorScreen } from './FieldEditorScreen';
export { FeedbackFormsScreen } from './FeedbackFormsScreen';
export { FeedbackFormScreen } from './FeedbackFormScreen';
