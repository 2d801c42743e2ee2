// The e-mail + password form that sign-in and sign-up share (shared rules, spec §5).
import { Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { credentialsSchema } from '../../../../common/rules';
import { readPrerenderedForm } from '../../../app/prerendered';
import { FormTextField, SubmitButton } from '../../../ui/form';
import { AdoptPrerendered } from './AdoptPrerendered';
import { useT } from '../../../app/useT';

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
  const t = useT('auth');
  // What the user typed into the pre-rendered page's static form before the console ran.
  const [adopted] = useState(readPrerenderedForm);
  return (
    <Formik
      initialValues={
        adopted
          ? { email: adopted.values.email ?? '', password: adopted.values.password ?? '' }
          : initialValues
      }
      validationSchema={credentialsSchema}
      onSubmit={({ email, password }) => onSubmit({ email: email.trim(), password })}
    >
      {({ isSubmitting }) => (
        <Form noValidate>
          <AdoptPrerendered adopted={adopted} />
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
