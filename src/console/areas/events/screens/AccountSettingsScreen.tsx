import { Box, Field, Heading, Input, Skeleton, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useNavigate } from 'react-router-dom';
import { object } from 'yup';
import { orgNameRule } from '../../../../common/rules';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { LIVE_TARGETS } from '../../../../common/liveTargets';
import { useLiveTarget } from '../../../live/useLiveTarget';
import type { CallError } from '../../../../client/transport';
import { refusalNotified } from '../../../ui/serverRefusal';
import { useQueuedSave } from '../../../ui/useQueuedSave';
import { selectOrganisationView, useSetOrgInfoMutation } from '../../../entities/organisation';
import { selectUser } from '../../../entities/session';
import { FormLeaveGuard, useRuleMessage } from '../../../ui/form';
import { useT } from '../../../app/useT';
import { BusyButton } from '../../../ui/BusyButton';

const schema = object({ orgName: orgNameRule });

/**
 * spec/console.md §2.14: the account name, prefilled from the organisation document, saved only
 * after a change. The e-mail and the account URL key (derived by the server) are shown read-only.
 */
export function AccountSettingsScreen() {
  const t = useT('events');
  const tRules = useT('rules');
  const ruleText = useRuleMessage();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const current = useLiveTarget(user ? LIVE_TARGETS.organisation.path({ uid: user.uid }) : null);
  const organisation = useAppSelector(selectOrganisationView);
  const [setOrgInfo] = useSetOrgInfoMutation();
  const save = useQueuedSave();
  const loaded = organisation.doc !== null || current;

  const submit = async ({ orgName }: { orgName: string }) => {
    // Back to the list at once; the notice follows the server's answer.
    const saving = save(() => setOrgInfo({ orgName: orgName.trim() }).unwrap());
    saving.catch((error: unknown) => dispatch(refusalNotified(error as CallError)));
    await navigate('/');
  };

  return (
    <Box px={{ base: 3, md: 6 }} py={{ base: 4, md: 6 }} maxW="xl">
      <Heading as="h1" size="xl" mb={6}>
        {t('account.title')}
      </Heading>
      {!loaded ? (
        <Stack gap={4} role="status" aria-busy="true" aria-label={t('account.loading')}>
          <Skeleton height="10" />
          <Skeleton height="10" />
        </Stack>
      ) : (
        // Mounted once the document is known, so it starts from the saved name and a later
        // echo does not overwrite what the organiser is typing.
        <Formik
          initialValues={{ orgName: organisation.orgName }}
          validationSchema={schema}
          onSubmit={submit}
        >
          {({ errors, touched, dirty, isSubmitting, getFieldProps }) => (
            <Form noValidate>
              <FormLeaveGuard />
              <Stack gap={6}>
                <Field.Root required invalid={Boolean(touched.orgName && errors.orgName)}>
                  <Field.Label>
                    {tRules('label.orgName')}
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Input {...getFieldProps('orgName')} autoComplete="organization" />
                  <Field.ErrorText>{ruleText(errors.orgName)}</Field.ErrorText>
                </Field.Root>
                <Field.Root readOnly>
                  <Field.Label>{tRules('label.orgUrl')}</Field.Label>
                  <ReadOnlyInput value={organisation.doc?.orgKey ?? ''} />
                </Field.Root>
                <Field.Root readOnly>
                  <Field.Label>{tRules('label.email')}</Field.Label>
                  <ReadOnlyInput
                    type="email"
                    value={organisation.doc?.email || user?.email || ''}
                  />
                </Field.Root>
                <BusyButton
                  type="submit"
                  colorPalette="primary"
                  disabled={!dirty || isSubmitting}
                  loading={isSubmitting}
                  alignSelf={{ base: 'stretch', sm: 'start' }}
                >
                  {t('account.save')}
                </BusyButton>
              </Stack>
            </Form>
          )}
        </Formik>
      )}
    </Box>
  );
}

/**
 * A value shown in a read-only field: a long one (an account's URL at 360 px) ends in an
 * ellipsis instead of being cut mid-word, and the whole of it is its tooltip.
 */
function ReadOnlyInput({ value, type }: { value: string; type?: string }) {
  return (
    <Input
      type={type}
      value={value}
      title={value}
      readOnly
      variant="subtle"
      textOverflow="ellipsis"
    />
  );
}
