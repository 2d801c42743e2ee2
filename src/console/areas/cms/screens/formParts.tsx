// Form pieces the area's editors share: a rich-text field bound to Formik, the Save / Create
// button that is on only after a change, and the save of a create-or-edit screen.
import { useField, useFormikContext } from 'formik';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { notified } from '../../../ui/notificationsSlice';
import { RichTextField } from '../../../ui/richText';
import { useAreaFailure } from '../../../ui/itemForm';
import { BusyButton } from '../../../ui/BusyButton';

export function FormRichText({ name, label }: { name: string; label: string }) {
  const [field, , helpers] = useField<string>(name);
  return (
    <RichTextField
      label={label}
      value={field.value}
      onChange={(html) => void helpers.setValue(html)}
    />
  );
}

/** The submit button: off until something changed, while saving, or while `busy`. */
export function SubmitButton({ label, busy = false }: { label: string; busy?: boolean }) {
  const { dirty, isSubmitting } = useFormikContext();
  return (
    <BusyButton
      type="submit"
      colorPalette="primary"
      w={{ base: 'full', sm: 'auto' }}
      disabled={!dirty || isSubmitting || busy}
      loading={isSubmitting}
    >
      {label}
    </BusyButton>
  );
}

/**
 * Saves a create-or-edit screen: runs the write, then says 'created' or 'updated'; a create
 * opens the new item's edit route (spec §2.2). A failure is notified and the form stays.
 */
export function useSaveAndOpen() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notifyFailure = useAreaFailure('');
  return useCallback(
    async (write: () => Promise<unknown>, opened: { creating: boolean; editPath: string }) => {
      try {
        await write();
      } catch (error) {
        notifyFailure(error);
        return false;
      }
      dispatch(notified({ text: opened.creating ? 'message.created' : 'message.updated' }));
      if (opened.creating) void navigate(opened.editPath, { replace: true });
      return true;
    },
    [dispatch, navigate, notifyFailure],
  );
}
