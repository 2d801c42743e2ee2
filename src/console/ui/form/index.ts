export { FormTextField } from './FormTextField';
export { useRuleMessage } from './useRuleMessage';
export { FormLeaveGuard, useGuardedSubmit } from './FormLeaveGuard';
