// After a save comes back: what was saved becomes the form's unchanged state, and whatever the
// organiser typed while the save was on its way stays on the screen (and keeps the form dirty, so
// the leave guard and the Save button still see it). A save waits for the server's answer for up
// to a few seconds on a venue network: resetting to the submitted values would silently undo
// every keystroke of that wait.
import type { FormikHelpers, FormikValues } from 'formik';
import { sameValue } from './formConflicts';

type Settling<V> = Pick<FormikHelpers<V>, 'resetForm' | 'setValues'>;

/**
 * `submitted`: the values the save was built from; `saved`: what the form should now count as
 * saved (the submitted values, trimmed or completed by the save).
 */
export function settleSaved<V extends FormikValues>(
  helpers: Settling<V>,
  submitted: V,
  saved: V = submitted,
): void {
  helpers.resetForm({ values: saved });
  // Formik hands the updater the values of the last render: the form as it was on the screen
  // when the answer came, typing included (the reset above is not rendered yet).
  void helpers.setValues((shown) => keepTyped(shown, submitted, saved));
}

/** `saved`, with each field the organiser changed since the submit taken from `shown`. */
export function keepTyped<V extends FormikValues>(shown: V, submitted: V, saved: V): V {
  const typed = Object.keys(shown).filter((key) => !sameValue(shown[key], submitted[key]));
  if (typed.length === 0) return saved;
  const next = { ...saved };
  for (const key of typed) (next as Record<string, unknown>)[key] = shown[key];
  return next;
}
