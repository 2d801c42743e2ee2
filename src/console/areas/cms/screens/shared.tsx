// Small pieces every screen of the area uses: the edit shell's base path, the unsaved-changes
// guard of a Formik form, failure notices and the row icons.
import { useFormikContext } from 'formik';
import { useCallback, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import type { CallError } from '../../../../client/transport';
import { outline } from '../../../ui/icons';
import { failureNotified } from '../../../ui/notificationsSlice';
import { useUnsavedChangesGuard } from '../../../ui/useUnsavedChangesGuard';

/** '/edit/{eventKey}' of the open event. */
export function useEditBase(): string {
  const { eventKey = '' } = useParams();
  return `/edit/${encodeURIComponent(eventKey)}`;
}

/** Inside a Formik form: leaving with unsaved changes asks to save first (spec §2.2). */
export function ChangesGuardEffect() {
  const { dirty, isSubmitting, submitForm } = useFormikContext();
  const save = useCallback(async () => {
    await submitForm();
  }, [submitForm]);
  useUnsavedChangesGuard({ when: dirty && !isSubmitting, save });
  return null;
}

/**
 * Inside a Formik form: takes values that arrive later (the live feed after the screen opened)
 * while the organiser has changed nothing, and never overwrites what they are typing.
 */
export function FollowWhileCleanEffect<V>({ values }: { values: V }) {
  const { dirty, isSubmitting, resetForm } = useFormikContext<V>();
  const key = JSON.stringify(values);
  useEffect(() => {
    if (!dirty && !isSubmitting) resetForm({ values: JSON.parse(key) as V });
    // Only a change of the arriving values starts this; dirty is read as it is then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return null;
}

/** Notifies a failed write with the server's message (spec §8); the screen stays. */
export function useNotifyFailure() {
  const dispatch = useAppDispatch();
  return useCallback(
    (error: unknown) => dispatch(failureNotified((error as CallError).message)),
    [dispatch],
  );
}

/** A number input's text as a sort number; '' is none. */
export const sortNumberOf = (text: string): number | null => {
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) ? n : null;
};

export const PlusIcon = outline(['M12 5v14', 'M5 12h14']);
export const TrashIcon = outline(['M3 6h18', 'M8 6V4h8v2', 'M19 6l-1 14H6L5 6']);
export const UpIcon = outline(['m18 15-6-6-6 6']);
export const DownIcon = outline(['m6 9 6 6 6-6']);
