// Spec/console.md §2.3: a failure on an auth screen shows both as a notification and as an
// inline alert above the form, which the user can dismiss.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../app/hooks';
import { failureNotified } from '../../../ui/notificationsSlice';
import { failureText } from './failureText';

export function useAuthFailure() {
  const dispatch = useAppDispatch();
  const { t, i18n } = useTranslation('auth');
  const [failure, setFailure] = useState<string | null>(null);

  const report = useCallback(
    (error: unknown) => {
      const text = failureText(error, t, i18n.language);
      dispatch(failureNotified(text));
      setFailure(text);
    },
    [dispatch, t, i18n.language],
  );
  const dismiss = useCallback(() => setFailure(null), []);

  return { failure, report, dismiss };
}
