// Spec/console.md §2.5: create the organisation account, sign in with the same credentials,
// send the verification e-mail, and only then start the session (the signed-out guard leaves
// this screen as soon as it starts, so every step must be done by then).
import { Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../app/hooks';
import { failureNotified } from '../../../ui/notificationsSlice';
import {
  useSendEmailVerificationMutation,
  useSignInMutation,
  useSignUpOrgMutation,
} from '../../../entities/session';
import { sessionStarted } from '../../../entities/session';
import { AuthCard } from '../../../ui/AuthCard';
import { AuthLink } from './AuthLink';
import { CredentialsForm } from './CredentialsForm';
import type { Credentials } from './CredentialsForm';
import { FailureAlert } from './FailureAlert';
import { failureText } from './failureText';
import { useAuthFailure } from './useAuthFailure';

export function SignUpScreen() {
  const { t, i18n } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const [signUpOrg] = useSignUpOrgMutation();
  const [signIn] = useSignInMutation();
  const [sendEmailVerification] = useSendEmailVerificationMutation();
  const { failure, report, dismiss } = useAuthFailure();

  const submit = async (credentials: Credentials) => {
    dismiss();
    try {
      await signUpOrg(credentials).unwrap();
      const tokens = await signIn(credentials).unwrap();
      try {
        await sendEmailVerification({ accessToken: tokens.idToken }).unwrap();
      } catch (error) {
        // The account exists and is signed in: go on. The manager layout's banner offers to
        // send the link again; this screen is about to be left, so only the notification stays.
        dispatch(failureNotified(failureText(error, t, i18n.language)));
      }
      dispatch(sessionStarted(tokens));
    } catch (error) {
      report(error);
    }
  };

  return (
    <AuthCard title={t('signup.title')}>
      <FailureAlert text={failure} onDismiss={dismiss} />
      <CredentialsForm submitLabel={t('signup.submit')} newAccount onSubmit={submit}>
        <Text textStyle="sm" color="fg.muted">
          <Trans
            t={t}
            i18nKey="signup.agreement"
            components={{
              terms: <Link href="#terms" colorPalette="primary" />,
              privacy: <Link href="#privacy" colorPalette="primary" />,
            }}
          />
        </Text>
      </CredentialsForm>
      <Stack align="center" textAlign="center">
        <AuthLink to="/signin">{t('signup.toSignin')}</AuthLink>
      </Stack>
    </AuthCard>
  );
}
