// The editing form of one item (a post, a speaker, a meeting, a form field): Formik with the
// item's rules; a save whose refusal is reported with the area's prefix (spec/content.md §8)
// and keeps the form as typed; "created" / "updated" once it is through; a step after a
// create (back to the list, or on to the new item); and the unsaved-changes guard (§2.25).
import { useFormik } from 'formik';
import type { FormikConfig, FormikValues } from 'formik';
import { useCallback } from 'react';
import type { CallError } from '../../../client/transport';
import { useAppDispatch } from '../../app/hooks';
import { failureNotified, notified } from '../notificationsSlice';
import { settleSaved, useFormikLeaveGuard } from '../form';

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
  validationSchema: FormikConfig<V>['validationSchema'];
  /** The area prefix of failures (spec/content.md §8), such as 'posts - '. */
  errorPrefix: string;
  /** No item yet: the save creates it. */
  creating: boolean;
  save: (values: V) => Promise<unknown>;
  /** After a create: where the organiser goes next. */
  afterCreate?: () => void;
}

export function useItemForm<V extends FormikValues>(options: ItemFormOptions<V>) {
  const { initialValues, validationSchema, errorPrefix, creating, save, afterCreate } = options;
  const dispatch = useAppDispatch();
  const fail = useAreaFailure(errorPrefix);
  const formik = useFormik<V>({
    initialValues,
    validationSchema,
    onSubmit: async (values, helpers) => {
      try {
        await save(values);
      } catch (error) {
        fail(error);
        throw error;
      }
      settleSaved(helpers, values);
      dispatch(notified({ text: creating ? 'message.created' : 'message.updated' }));
      if (creating) afterCreate?.();
    },
  });
  useFormikLeaveGuard(formik);
  return { formik, fail };
}
