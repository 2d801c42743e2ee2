// Spec/console.md §2.3: a failure on an auth screen shows both as a notification and as an
// inline alert above the form, which the user can dismiss. The form's success closes its
// failure notifications, so "Password changed." does not wait behind an old refusal.
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../app/hooks';
import { failureNotified, notified } from '../../../ui/notificationsSlice';
import { failureText } from './failureText';

export function useAuthFailure() {
  const dispatch = useAppDispatch();
  const { t, i18n } = useTranslation('auth');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useId();

  const report = useCallback(
    (error: unknown) => {
      const text = failureText(error, t, i18n.language);
      dispatch(failureNotified(text, form));
      setFailure(text);
    },
    [dispatch, t, i18n.language, form],
  );
  const dismiss = useCallback(() => setFailure(null), []);
  /** The form's success, as a notification (a common-namespace key). */
  const succeeded = useCallback(
    (text: string) => {
      setFailure(null);
      dispatch(notified({ text, form }));
    },
    [dispatch, form],
  );

  return { failure, report, dismiss, succeeded };
}
