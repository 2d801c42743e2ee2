// Spec/console.md §2.4. Starting the session is all it does on success: the signed-out guard
// then sends the user to `redirect` or to the events.
import { Link, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { credentialsSchema } from '../../../../common/rules';
import { useAppDispatch } from '../../../app/hooks';
import { useSignInMutation } from '../sessionApi';
import { sessionStarted } from '../sessionSlice';
import { AuthCard } from './AuthCard';
import { FailureAlert } from './FailureAlert';
import { FormTextField } from './FormTextField';
import { SubmitButton } from './SubmitButton';
import { useAuthFailure } from './useAuthFailure';

const initialValues = { email: '', password: '' };

export function SignInScreen() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const [signIn] = useSignInMutation();
  const { failure, report, dismiss } = useAuthFailure();

  const submit = async ({ email, password }: typeof initialValues) => {
    dismiss();
    try {
      const tokens = await signIn({ email: email.trim(), password }).unwrap();
      dispatch(sessionStarted(tokens));
    } catch (error) {
      report(error);
    }
  };

  return (
    <AuthCard title={t('signin.title')}>
      <FailureAlert text={failure} onDismiss={dismiss} />
      <Formik initialValues={initialValues} validationSchema={credentialsSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate>
            <Stack gap={4}>
              <FormTextField
                name="email"
                type="email"
                label={t('rules:label.email')}
                autoComplete="username"
              />
              <FormTextField
                name="password"
                type="password"
                label={t('rules:label.password')}
                autoComplete="current-password"
              />
              <SubmitButton label={t('signin.submit')} submitting={isSubmitting} />
            </Stack>
          </Form>
        )}
      </Formik>
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
