// Spec/console.md §2.8: the links the auth provider mails (/auth/action?mode=…&oobCode=…).
// A verification link is applied here; a reset link moves on to its own screen with the whole
// query. Whatever goes wrong is logged and the user goes home.
import { Center, Spinner } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { notified } from '../../../ui/notificationsSlice';
import { useApplyActionCodeMutation } from '../../../entities/session';
import { emailVerified } from '../../../entities/session';
import { useT } from '../../../app/useT';

export function AuthActionScreen() {
  const t = useT('auth');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [applyActionCode] = useApplyActionCodeMutation();
  // A code works once: the effect must not apply it twice (StrictMode runs effects twice).
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const params = new URLSearchParams(search);
    const mode = params.get('mode');
    const oobCode = params.get('oobCode') ?? '';
    const goHome = () => void navigate('/', { replace: true });

    if (mode === 'resetPassword') {
      void navigate(`/confirm-password-reset${search}`, { replace: true });
      return;
    }
    if (mode !== 'verifyEmail' || !oobCode) {
      console.warn('auth action: unusable link', { mode, hasCode: oobCode !== '' });
      goHome();
      return;
    }
    applyActionCode({ oobCode })
      .unwrap()
      .then(() => {
        dispatch(emailVerified());
        dispatch(notified({ text: 'message.emailConfirmed' }));
      })
      .catch((error: unknown) => console.warn('auth action: verifyEmail failed', error))
      .finally(goHome);
  }, [search, navigate, dispatch, applyActionCode]);

  return (
    <Center py={8}>
      <Spinner size="lg" color="primary" aria-label={t('action.working')} />
    </Center>
  );
}
