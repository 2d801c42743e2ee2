// The e-mail + password form that sign-in and sign-up share (shared rules, spec §5).
import { Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { credentialsSchema } from '../../../../common/rules';
import { FormTextField } from '../../../ui/form';
import { SubmitButton } from './SubmitButton';

export interface Credentials {
  email: string;
  password: string;
}

const initialValues: Credentials = { email: '', password: '' };

export function CredentialsForm({
  submitLabel,
  newAccount = false,
  onSubmit,
  children,
}: {
  submitLabel: string;
  /** Sign-up: the browser should offer to save a new password, not fill a known one. */
  newAccount?: boolean;
  onSubmit: (credentials: Credentials) => Promise<void>;
  /** Shown between the fields and the submit button. */
  children?: ReactNode;
}) {
  const { t } = useTranslation('auth');
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={credentialsSchema}
      onSubmit={({ email, password }) => onSubmit({ email: email.trim(), password })}
    >
      {({ isSubmitting }) => (
        <Form noValidate>
          <Stack gap={4}>
            <FormTextField
              name="email"
              type="email"
              label={t('rules:label.email')}
              autoComplete={newAccount ? 'email' : 'username'}
            />
            <FormTextField
              name="password"
              type="password"
              label={t('rules:label.password')}
              autoComplete={newAccount ? 'new-password' : 'current-password'}
            />
            {children}
            <SubmitButton label={submitLabel} submitting={isSubmitting} />
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
