export { FormTextField } from './FormTextField';
export { useRuleMessage } from './useRuleMessage';
export { FormLeaveGuard, useGuardedSubmit } from './FormLeaveGuard';
export { RichTextFormField } from './RichTextFormField';
export { TimeZoneField } from './TimeZoneField';
