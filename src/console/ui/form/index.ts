export { FormTextField } from './FormTextField';
export { useRuleMessage } from './useRuleMessage';
export { FormLeaveGuard, useFormikLeaveGuard, useGuardedSubmit } from './FormLeaveGuard';
export { settleSaved } from './settleSaved';
export { RichTextFormField } from './RichTextFormField';
export { TimeZoneField } from './TimeZoneField';
