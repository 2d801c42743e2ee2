// Spec/console.md §2.7: the reset link's code is checked first (it names the account); a missing
// or rejected code leads home. A new password is then set and the user signed in with it.
import { Center, Spinner, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { isNetworkError } from '../../../../client/transport';
import { failureNotified } from '../../../ui/notificationsSlice';
import {
  useConfirmPasswordResetMutation,
  useSignInMutation,
  useVerifyPasswordResetCodeQuery,
} from '../../../entities/session';
import { sessionStarted } from '../../../entities/session';
import { AuthCard } from '../../../ui/AuthCard';
import { FailureAlert } from './FailureAlert';
import { NewPasswordForm } from './NewPasswordForm';
import type { NewPasswordValues } from './NewPasswordForm';
import { failureText, isCallError } from './failureText';
import { useAuthFailure } from './useAuthFailure';
import { BusyButton } from '../../../ui/BusyButton';

export function ConfirmPasswordResetScreen() {
  const [params] = useSearchParams();
  const oobCode = params.get('oobCode') ?? '';
  if (!oobCode) return <Navigate to="/" replace />;
  return <ConfirmPasswordReset oobCode={oobCode} />;
}

function ConfirmPasswordReset({ oobCode }: { oobCode: string }) {
  const { t, i18n } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const verified = useVerifyPasswordResetCodeQuery({ oobCode });
  const [confirmPasswordReset] = useConfirmPasswordResetMutation();
  const [signIn] = useSignInMutation();
  const { failure, report, dismiss, succeeded } = useAuthFailure();

  // Without a connection the code is not rejected, only unchecked: the link stays usable and
  // the check can be retried. Any answer of the server that is not an e-mail leads home.
  const { error } = verified;
  const unreachable = isCallError(error) && isNetworkError(error);
  useEffect(() => {
    if (!error) return;
    if (isCallError(error) && isNetworkError(error)) report(error);
    else void navigate('/', { replace: true });
  }, [error, report, navigate]);

  const email = verified.data;
  if (email === undefined) {
    if (!unreachable) {
      return (
        <Center py={8}>
          <Spinner size="lg" color="primary" aria-label={t('confirmReset.checking')} />
        </Center>
      );
    }
    return (
      <AuthCard title={t('confirmReset.title')}>
        <FailureAlert text={failure} onDismiss={dismiss} />
        <BusyButton
          colorPalette="primary"
          loading={verified.isFetching}
          loadingText={t('confirmReset.retry')}
          onClick={() => {
            dismiss();
            void verified.refetch();
          }}
        >
          {t('confirmReset.retry')}
        </BusyButton>
      </AuthCard>
    );
  }

  const submit = async ({ newPassword }: NewPasswordValues) => {
    dismiss();
    try {
      await confirmPasswordReset({ oobCode, newPassword }).unwrap();
    } catch (error) {
      report(error);
      return;
    }
    succeeded('message.passwordChanged');
    try {
      dispatch(sessionStarted(await signIn({ email, password: newPassword }).unwrap()));
    } catch (error) {
      // The password is changed and the code used up, so this form is done either way:
      // home leads to sign-in from here.
      dispatch(failureNotified(failureText(error, t, i18n.language)));
    }
    void navigate('/', { replace: true });
  };

  return (
    <AuthCard title={t('confirmReset.title')}>
      <Text>{t('confirmReset.account', { email })}</Text>
      <FailureAlert text={failure} onDismiss={dismiss} />
      <NewPasswordForm email={email} onSubmit={submit} />
    </AuthCard>
  );
}
