// An open form meets a change made elsewhere (ARCHITECTURE §2, conflicts; issue 25 item 4). A
// field the organiser has not touched takes the new value silently; a field they touched or
// changed keeps what they typed and is marked as a conflict holding the other side's value, and
// Save then asks whose value stays. `shown` (Formik's initial values) is what the form counts as
// the item's values: it moves to the new ones, so a save sends only what the organiser changed.
import type { FormikTouched, FormikValues } from 'formik';
import { sameValue } from '../../../common/updateMask';

/** Per field: the value someone else saved while the organiser was editing it. */
export type FieldConflicts<V> = Partial<Record<keyof V & string, unknown>>;

export interface FormState<V> {
  shown: V;
  values: V;
  conflicts: FieldConflicts<V>;
}

export { sameValue };

/** The form after the item became `current`; the same object when nothing changed. */
export function meetCurrent<V extends FormikValues>(
  state: FormState<V>,
  touched: FormikTouched<V>,
  current: V,
): FormState<V> {
  const changed = Object.keys(current).filter((key) => !sameValue(current[key], state.shown[key]));
  if (changed.length === 0) return state;
  const values: Record<string, unknown> = { ...state.values };
  const raised: Record<string, unknown> = {};
  for (const key of changed) {
    const edited = touched[key] === true || !sameValue(state.values[key], state.shown[key]);
    if (!edited) values[key] = current[key];
    else if (!sameValue(state.values[key], current[key])) raised[key] = current[key];
  }
  // A field now holding their value is no conflict any more.
  const kept = Object.entries(state.conflicts).filter(
    ([key]) => !changed.includes(key) || key in raised,
  );
  const conflicts = { ...Object.fromEntries(kept), ...raised };
  return {
    shown: { ...state.shown, ...pick(current, changed) },
    values: values as V,
    conflicts: conflicts as FieldConflicts<V>,
  };
}

/** The values to save after the organiser chose: theirs takes the other side's values. */
export function resolved<V extends FormikValues>(
  values: V,
  conflicts: FieldConflicts<V>,
  keep: 'theirs' | 'mine',
): V {
  return keep === 'mine' ? values : { ...values, ...conflicts };
}

const pick = (values: FormikValues, keys: string[]) =>
  Object.fromEntries(keys.map((key) => [key, values[key]]));
