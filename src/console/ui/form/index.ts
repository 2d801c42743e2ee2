export { FormTextField } from './FormTextField';
export { useRuleMessage } from './useRuleMessage';
export { RichTextFormField } from './RichTextFormField';
export { TimeZoneField } from './TimeZoneField';
