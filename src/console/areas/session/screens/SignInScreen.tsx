// Spec/console.md §2.4. Starting the session is all it does on success: the signed-out guard
// then sends the user to `redirect` or to the events.
import { Link, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { useSignInMutation } from '../../../entities/session';
import { sessionStarted } from '../../../entities/session';
import { AuthCard } from '../../../ui/AuthCard';
import { CredentialsForm } from './CredentialsForm';
import type { Credentials } from './CredentialsForm';
import { FailureAlert } from './FailureAlert';
import { useAuthFailure } from './useAuthFailure';

export function SignInScreen() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const [signIn] = useSignInMutation();
  const { failure, report, dismiss } = useAuthFailure();

  const submit = async (credentials: Credentials) => {
    dismiss();
    try {
      const tokens = await signIn(credentials).unwrap();
      dispatch(sessionStarted(tokens));
    } catch (error) {
      report(error);
    }
  };

  return (
    <AuthCard title={t('signin.title')}>
      <FailureAlert text={failure} onDismiss={dismiss} />
      <CredentialsForm submitLabel={t('signin.submit')} onSubmit={submit} />
      <Stack gap={2} align="center" textAlign="center">
        <Link asChild colorPalette="primary">
          <RouterLink to="/restore-password">{t('signin.forgotPassword')}</RouterLink>
        </Link>
        <Link asChild colorPalette="primary">
          <RouterLink to="/signup">{t('signin.toSignup')}</RouterLink>
        </Link>
      </Stack>
    </AuthCard>
  );
}
