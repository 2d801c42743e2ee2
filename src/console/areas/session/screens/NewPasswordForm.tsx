import { Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { confirmPasswordSchema } from '../../../../common/rules';
import { FormTextField, SubmitButton } from '../../../ui/form';
import { useT } from '../../../app/useT';

export interface NewPasswordValues {
  newPassword: string;
  confirmNewPassword: string;
}

const initialValues: NewPasswordValues = { newPassword: '', confirmNewPassword: '' };

/** New password twice, for the account `email` (named so password managers file it there). */
export function NewPasswordForm({
  email,
  onSubmit,
}: {
  email: string;
  onSubmit: (values: NewPasswordValues) => Promise<void>;
}) {
  const t = useT('auth');
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={confirmPasswordSchema}
      onSubmit={onSubmit}
    >
      {({ isSubmitting }) => (
        <Form noValidate>
          <Stack gap={4}>
            <input type="hidden" name="username" autoComplete="username" value={email} />
            <FormTextField
              name="newPassword"
              type="password"
              label={t('rules:label.newPassword')}
              autoComplete="new-password"
            />
            <FormTextField
              name="confirmNewPassword"
              type="password"
              label={t('rules:label.confirmNewPassword')}
              autoComplete="new-password"
            />
            <SubmitButton label={t('confirmReset.submit')} submitting={isSubmitting} />
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
