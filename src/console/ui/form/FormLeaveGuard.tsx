// The unsaved-changes guard of spec/console.md §2.25 for a Formik form: leaving the page while
// it holds changes asks first, and Save saves through the form (staying when its rules refuse).
import { useFormikContext } from 'formik';
import { useCallback } from 'react';
import { useUnsavedChangesGuard } from '../useUnsavedChangesGuard';

/** Submits the form for a guard; throws when its rules refused it, so the guard stays. */
export function useGuardedSubmit(): () => Promise<void> {
  const { submitForm, validateForm } = useFormikContext();
  return useCallback(async () => {
    await submitForm();
    // Formik resolves a submit that its rules refused: stay, so the messages show.
    const errors = await validateForm();
    if (Object.keys(errors).length > 0) throw new Error('The form has errors.');
  }, [submitForm, validateForm]);
}

/** Inside a Formik form: guards the page while the form holds changes (not while saving). */
export function FormLeaveGuard() {
  const { dirty, isSubmitting } = useFormikContext();
  const save = useGuardedSubmit();
  useUnsavedChangesGuard({ when: dirty && !isSubmitting, save });
  return null;
}
