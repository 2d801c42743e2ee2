export { FormTextField } from './FormTextField';
export { useRuleMessage } from './useRuleMessage';
