export { FormTextField } from './FormTextField';
export { useRuleMessage } from './useRuleMessage';
export { FormLeaveGuard, useFormikLeaveGuard, useGuardedSubmit } from './FormLeaveGuard';
export { settleSaved } from './settleSaved';
export { meetCurrent, resolved, sameValue } from './formConflicts';
export type { FieldConflicts, FormState } from './formConflicts';
export {
  ConflictWritersContext,
  FieldConflictNote,
  FieldConflictsContext,
} from './FieldConflictNote';
export { SubmitButton } from './SubmitButton';
