// Spec/console.md §2.6: ask for a password-reset e-mail, then clear the field and say it is sent.
import { Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { object } from 'yup';
import { emailRule } from '../../../../common/rules';
import { useSendPasswordResetEmailMutation } from '../../../entities/session';
import { AuthCard } from '../../../ui/AuthCard';
import { AuthLink } from './AuthLink';
import { FailureAlert } from './FailureAlert';
import { FormTextField, SubmitButton } from '../../../ui/form';
import { useAuthFailure } from './useAuthFailure';
import { useT } from '../../../app/useT';

const initialValues = { email: '' };
const schema = object({ email: emailRule });

export function RestorePasswordScreen() {
  const t = useT('auth');
  const [sendPasswordResetEmail] = useSendPasswordResetEmailMutation();
  const { failure, report, dismiss, succeeded } = useAuthFailure();

  const submit = async (
    { email }: typeof initialValues,
    { resetForm }: FormikHelpers<typeof initialValues>,
  ) => {
    dismiss();
    try {
      await sendPasswordResetEmail({ email: email.trim() }).unwrap();
      resetForm();
      succeeded('message.emailSent');
    } catch (error) {
      report(error);
    }
  };

  return (
    <AuthCard title={t('restore.title')}>
      <Text color="fg.muted">{t('restore.hint')}</Text>
      <FailureAlert text={failure} onDismiss={dismiss} />
      <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate>
            <Stack gap={4}>
              <FormTextField
                name="email"
                type="email"
                label={t('rules:label.email')}
                autoComplete="email"
              />
              <SubmitButton label={t('restore.submit')} submitting={isSubmitting} />
            </Stack>
          </Form>
        )}
      </Formik>
      <Stack align="center" textAlign="center">
        <AuthLink to="/signin">{t('restore.toSignin')}</AuthLink>
      </Stack>
    </AuthCard>
  );
}
