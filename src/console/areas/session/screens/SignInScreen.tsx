// Spec/console.md §2.4. Starting the session is all it does on success: the signed-out guard
// then sends the user to `redirect` or to the events.
import { Stack } from '@chakra-ui/react';
import { useAppDispatch } from '../../../app/hooks';
import { useSignInMutation } from '../../../entities/session';
import { sessionStarted } from '../../../entities/session';
import { AuthCard } from '../../../ui/AuthCard';
import { AuthLink } from './AuthLink';
import { CredentialsForm } from './CredentialsForm';
import type { Credentials } from './CredentialsForm';
import { FailureAlert } from './FailureAlert';
import { useAuthFailure } from './useAuthFailure';
import { useT } from '../../../app/useT';

export function SignInScreen() {
  const t = useT('auth');
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
        <AuthLink to="/restore-password">{t('signin.forgotPassword')}</AuthLink>
        <AuthLink to="/signup">{t('signin.toSignup')}</AuthLink>
      </Stack>
    </AuthCard>
  );
}
