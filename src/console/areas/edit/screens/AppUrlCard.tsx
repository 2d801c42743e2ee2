// The general settings' App URL card (spec/console.md §2.18): the default address (this host,
// '/', the event key) or the event's own domain, with its verification state and the DNS
// records to create. Its own Save sends SetCustomDomainToEvent: the domain for 'own domain',
// nothing (which clears it) for 'default'.
import {
  Alert,
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
import { object, string } from 'yup';
import { domainRule } from '../../../../common/rules';
import { useAppDispatch } from '../../../app/hooks';
import type { CallError } from '../../../../client/transport';
import { FormTextField, settleSaved } from '../../../ui/form';
import { refusalNotified, refusalOf, useRefusalText } from '../../../ui/serverRefusal';
import { useQueuedSave } from '../../../ui/useQueuedSave';
import { PendingIcon, VerifiedIcon } from '../../../ui/editIcons';
import { useSetEventDomainMutation } from '../../../entities/events';
import { useEditedEvent } from '../../../entities/events';
import { DnsRecordsTable } from './DnsRecordsTable';
import { FormGuardEffect } from './screenGuard';
import { useT } from '../../../app/useT';
import { BusyButton } from '../../../ui/BusyButton';

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
  const t = useT('edit');
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

/** An IPv4 or IPv6 address (a CNAME answer must be a host name). */
const isIpAddress = (host: string) => /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(':');

/**
 * A custom domain's CNAME must point at the server's host name: when the server is reached by
 * an IP address (PUBLIC_HOST unset on 127.0.0.1), no DNS answer can be right. Says so.
 */
function NeedsHostName({ host }: { host: string }) {
  const t = useT('edit');
  if (!isIpAddress(host)) return null;
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('general.appUrl.ipHostTitle')}</Alert.Title>
        <Alert.Description>{t('general.appUrl.ipHost', { host })}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function DomainState({ verified }: { verified: boolean }) {
  const t = useT('edit');
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
  const t = useT('edit');
  const dispatch = useAppDispatch();
  const event = useEditedEvent();
  const [setDomain] = useSetEventDomainMutation();
  const save = useQueuedSave();
  const refusalText = useRefusalText();
  const saved = event.domain?.domain ?? '';
  const initialValues: Values = { type: saved ? 'custom' : 'default', domain: saved };
  const dnsList = event.domain?.dnsList ?? [];
  // The host the CNAME must name (PUBLIC_HOST); before a domain is set, this console's host.
  const cnameAnswer = dnsList.find((r) => r.type.toUpperCase() === 'CNAME')?.answer;
  // A CNAME to an IP address can never verify (NeedsHostName says why): not offered to copy.
  const records = dnsList.filter((r) => r.type.toUpperCase() !== 'CNAME' || !isIpAddress(r.answer));

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const domain = values.type === 'custom' ? values.domain.trim() : undefined;
    try {
      const { outcome, refusal } = await save(() =>
        setDomain({ eventId: event.eventId, domain }).unwrap(),
      );
      if (outcome === 'refused') {
        // A domain another event uses: the reason goes on the field, the form keeps it.
        if (refusal && refusalOf(refusal).field === 'domain') {
          await helpers.setFieldTouched('domain', true, false);
          helpers.setFieldError('domain', refusalText(refusal));
        }
        return;
      }
    } catch (error) {
      dispatch(refusalNotified(error as CallError));
      return;
    }
    settleSaved(helpers, values, { type: values.type, domain: domain ?? '' });
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
                    <NeedsHostName host={cnameAnswer ?? window.location.hostname} />
                  </Stack>
                )}
                {records.length > 0 && <DnsRecordsTable records={records} />}
              </Stack>
            </Card.Body>
            <Card.Footer>
              <BusyButton
                type="submit"
                colorPalette="primary"
                w={{ base: 'full', sm: 'auto' }}
                disabled={!dirty || isSubmitting}
                loading={isSubmitting}
              >
                {t('general.appUrl.save')}
              </BusyButton>
            </Card.Footer>
          </Form>
        )}
      </Formik>
    </Card.Root>
  );
}
