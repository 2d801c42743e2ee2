// The editing form of one item (a post, a speaker, a meeting, a form field): Formik with the
// item's rules; a save whose refusal is reported with the area's prefix (spec/content.md §8)
// and keeps the form as typed; "created" / "updated" once it is through; a step after a
// create (back to the list, or on to the new item); and the unsaved-changes guard (§2.25).
// The form follows the item while it is open (form/formConflicts.ts): a save is given the values
// the form showed besides its own, so that it sends only what the organiser changed, and a field
// someone else changed under the organiser's edit (touched, or with the focus) is a conflict
// that Save asks about.
import { useFormik } from 'formik';
import type { FormikConfig, FormikTouched, FormikValues } from 'formik';
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { CallError } from '../../../client/transport';
import { useAppDispatch } from '../../app/hooks';
import { CONFIRM_CLOSE, CONFIRM_SAVE, useConfirm } from '../confirm';
import { failureNotified, notified } from '../notificationsSlice';
import { meetCurrent, resolved, sameValue, settleSaved, useFormikLeaveGuard } from '../form';
import type { FieldConflicts } from '../form';

/** Reports a refused call of an area: its prefix, then the server's words. */
export function useAreaFailure(errorPrefix: string): (error: unknown) => void {
  const dispatch = useAppDispatch();
  return useCallback(
    (error: unknown) => {
      dispatch(failureNotified(`${errorPrefix}${(error as CallError).message}`));
    },
    [dispatch, errorPrefix],
  );
}

export interface ItemFormOptions<V extends FormikValues> {
  initialValues: V;
  /** The item's values as the console holds them now; the form follows them while open. */
  current?: V;
  validationSchema: FormikConfig<V>['validationSchema'];
  /** The area prefix of failures (spec/content.md §8), such as 'posts - '. */
  errorPrefix: string;
  /** No item yet: the save creates it. */
  creating: boolean;
  /** `shown`: the item's values as the form showed them; an update sends what differs. */
  save: (values: V, shown: V) => Promise<unknown>;
  /** After a create: where the organiser goes next. */
  afterCreate?: () => void;
}

export function useItemForm<V extends FormikValues>(options: ItemFormOptions<V>) {
  const { initialValues, validationSchema, errorPrefix, creating, save, afterCreate } = options;
  const dispatch = useAppDispatch();
  const confirm = useConfirm();
  const fail = useAreaFailure(errorPrefix);
  const [conflicts, setConflicts] = useState<FieldConflicts<V>>({});
  const formik = useFormik<V>({
    initialValues,
    validationSchema,
    onSubmit: async (typed, helpers) => {
      const open = openConflicts(typed, conflicts);
      let values = typed;
      if (Object.keys(open).length > 0) {
        const answer = await confirm({
          title: 'conflict.title',
          text: 'conflict.text',
          closeText: 'conflict.keepTheirs',
          saveText: 'conflict.keepMine',
        });
        if (answer !== CONFIRM_CLOSE && answer !== CONFIRM_SAVE) return;
        values = resolved(typed, open, answer === CONFIRM_SAVE ? 'mine' : 'theirs');
        void helpers.setValues(values);
      }
      try {
        // Formik runs the onSubmit of the last render: `formik` is assigned by then.
        await save(values, formik.initialValues);
      } catch (error) {
        fail(error);
        throw error;
      }
      setConflicts({});
      settleSaved(helpers, values);
      dispatch(notified({ text: creating ? 'message.created' : 'message.updated' }));
      if (creating) afterCreate?.();
    },
  });
  useFollowCurrent(formik, options.current, conflicts, setConflicts);
  useFormikLeaveGuard(formik);
  return { formik, fail, conflicts };
}

/** The conflicts whose field still holds something else than the other side's value. */
function openConflicts<V extends FormikValues>(values: V, conflicts: FieldConflicts<V>) {
  return Object.fromEntries(
    Object.entries(conflicts).filter(([key, theirs]) => !sameValue(values[key], theirs)),
  ) as FieldConflicts<V>;
}

/**
 * The fields the organiser is editing: those touched, and the one with the focus, changed or
 * not (issue 25 item 4): its value does not move under the cursor, the note says what came.
 */
function withFocused<V extends FormikValues>(
  touched: FormikTouched<V>,
  current: V,
): FormikTouched<V> {
  const name = document.activeElement?.getAttribute('name');
  return name && Object.hasOwn(current, name) ? { ...touched, [name]: true } : touched;
}

/** Moves the open form to the item's current values (not while a save is on its way). */
function useFollowCurrent<V extends FormikValues>(
  formik: ReturnType<typeof useFormik<V>>,
  current: V | undefined,
  conflicts: FieldConflicts<V>,
  setConflicts: (conflicts: FieldConflicts<V>) => void,
) {
  const currentKey = current === undefined ? '' : JSON.stringify(current);
  const follow = useEffectEvent(() => {
    if (current === undefined || formik.isSubmitting) return;
    const state = { shown: formik.initialValues, values: formik.values, conflicts };
    const next = meetCurrent(state, withFocused(formik.touched, current), current);
    if (next === state) return;
    formik.resetForm({ values: next.shown, touched: formik.touched, errors: formik.errors });
    void formik.setValues(next.values, false);
    setConflicts(next.conflicts);
  });
  useEffect(() => follow(), [currentKey, formik.isSubmitting]);
}
