// The general settings' App URL card (spec/console.md §2.18): the default address (this host,
// '/', the event key) or the event's own domain, with its verification state and the DNS
// records to create. Its own Save sends SetCustomDomainToEvent: the domain for 'own domain',
// nothing (which clears it) for 'default'.
import {
  Button,
  Card,
  Field,
  HStack,
  Heading,
  Input,
  InputGroup,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Form, Formik, useField } from 'formik';
import type { FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { object, string } from 'yup';
import { domainRule } from '../../../../common/rules';
import { useAppDispatch } from '../../../app/hooks';
import type { CallError } from '../../../../client/transport';
import { FormTextField } from '../../../ui/form';
import { failureNotified, notified } from '../../../ui/notificationsSlice';
import { PendingIcon, VerifiedIcon } from '../../../ui/editIcons';
import { useSetEventDomainMutation } from '../../../entities/events';
import { useEditedEvent } from '../../../entities/events';
import { DnsRecordsTable } from './DnsRecordsTable';
import { FormGuardEffect } from './screenGuard';

type DomainType = 'default' | 'custom';
interface Values {
  type: DomainType;
  domain: string;
}

const schema = object({
  type: string().oneOf(['default', 'custom']),
  domain: domainRule.when('type', {
    is: 'custom',
    then: (rule) => rule.required({ key: 'rule.required', values: { label: 'domain' } }),
  }),
});

function TypeSelect() {
  const { t } = useTranslation('edit');
  const [field] = useField<DomainType>('type');
  return (
    <Field.Root>
      <Field.Label>{t('general.appUrl.type')}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...field}>
          <option value="default">{t('general.appUrl.default')}</option>
          <option value="custom">{t('general.appUrl.custom')}</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

function DomainState({ verified }: { verified: boolean }) {
  const { t } = useTranslation('edit');
  const Icon = verified ? VerifiedIcon : PendingIcon;
  return (
    <HStack gap={2} color={verified ? 'green.700' : 'orange.700'} role="status">
      <Icon boxSize={4} />
      <Text fontSize="sm">
        {t(verified ? 'general.appUrl.verified' : 'general.appUrl.pending')}
      </Text>
    </HStack>
  );
}

export function AppUrlCard() {
  const { t } = useTranslation('edit');
  const dispatch = useAppDispatch();
  const event = useEditedEvent();
  const [setDomain] = useSetEventDomainMutation();
  const saved = event.domain?.domain ?? '';
  const initialValues: Values = { type: saved ? 'custom' : 'default', domain: saved };
  const records = event.domain?.dnsList ?? [];

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const domain = values.type === 'custom' ? values.domain.trim() : undefined;
    try {
      await setDomain({ eventId: event.eventId, domain }).unwrap();
    } catch (error) {
      dispatch(failureNotified((error as CallError).message));
      return;
    }
    helpers.resetForm({ values: { type: values.type, domain: domain ?? '' } });
    dispatch(notified({ text: 'message.updated' }));
  };

  return (
    <Card.Root as="section" aria-labelledby="app-url-title">
      <Card.Header>
        <Heading as="h2" size="md" id="app-url-title">
          {t('general.appUrl.title')}
        </Heading>
      </Card.Header>
      {/* Follows the saved domain: another save of it (here or elsewhere) resets the card. */}
      <Formik
        initialValues={initialValues}
        enableReinitialize
        validationSchema={schema}
        onSubmit={submit}
      >
        {({ values, dirty, isSubmitting }) => (
          <Form noValidate>
            <FormGuardEffect id="appUrl" />
            <Card.Body>
              <Stack gap={4}>
                <TypeSelect />
                {values.type === 'default' ? (
                  <Field.Root readOnly>
                    <Field.Label>{t('general.field.eventUrl')}</Field.Label>
                    <InputGroup
                      startAddon={`${window.location.origin}/`}
                      startAddonProps={{ maxW: '60%', truncate: true }}
                    >
                      <Input readOnly value={event.extKey} />
                    </InputGroup>
                  </Field.Root>
                ) : (
                  <Stack gap={2}>
                    <FormTextField
                      name="domain"
                      label={t('general.field.domain')}
                      required
                      autoComplete="off"
                    />
                    {saved && values.domain.trim() === saved && (
                      <DomainState verified={event.domain?.verification === true} />
                    )}
                  </Stack>
                )}
                {records.length > 0 && <DnsRecordsTable records={records} />}
              </Stack>
            </Card.Body>
            <Card.Footer>
              <Button
                type="submit"
                colorPalette="primary"
                w={{ base: 'full', sm: 'auto' }}
                disabled={!dirty || isSubmitting}
                loading={isSubmitting}
              >
                {t('general.appUrl.save')}
              </Button>
            </Card.Footer>
          </Form>
        )}
      </Formik>
    </Card.Root>
  );
}
