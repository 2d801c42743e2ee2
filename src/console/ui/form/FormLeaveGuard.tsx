// The unsaved-changes guard of spec/console.md §2.25 for a Formik form: leaving the page while
// it holds changes asks first, and Save saves through the form (staying when its rules refuse).
import { useFormikContext } from 'formik';
import type { FormikContextType } from 'formik';
import { useCallback } from 'react';
import { useUnsavedChangesGuard } from '../useUnsavedChangesGuard';

type GuardedForm = Pick<
  FormikContextType<unknown>,
  'dirty' | 'isSubmitting' | 'submitForm' | 'validateForm'
>;

/** Submits the form for a guard; throws when its rules refused it, so the guard stays. */
function useGuardedSubmitOf({ submitForm, validateForm }: GuardedForm): () => Promise<void> {
  return useCallback(async () => {
    await submitForm();
    // Formik resolves a submit that its rules refused: stay, so the messages show.
    const errors = await validateForm();
    if (Object.keys(errors).length > 0) throw new Error('The form has errors.');
  }, [submitForm, validateForm]);
}

/** Inside a Formik form: the guard's Save for that form. */
export function useGuardedSubmit(): () => Promise<void> {
  return useGuardedSubmitOf(useFormikContext());
}

/** Guards the page while the form holds changes (not while saving). */
export function useFormikLeaveGuard(form: GuardedForm): void {
  const save = useGuardedSubmitOf(form);
  useUnsavedChangesGuard({ when: form.dirty && !form.isSubmitting, save });
}

/** Inside a Formik form: guards the page while the form holds changes. */
export function FormLeaveGuard() {
  useFormikLeaveGuard(useFormikContext());
  return null;
}
