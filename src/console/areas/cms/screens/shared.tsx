// Small pieces every screen of the area uses: the edit shell's base path, following live values
// while the form is clean, and sort numbers.
import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';

/** '/edit/{eventKey}' of the open event. */
export function useEditBase(): string {
  const { eventKey = '' } = useParams();
  return `/edit/${encodeURIComponent(eventKey)}`;
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

/** A number input's text as a sort number; '' is none. */
export const sortNumberOf = (text: string): number | null => {
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) ? n : null;
};
