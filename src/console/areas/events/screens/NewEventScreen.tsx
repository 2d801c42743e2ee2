import { Box, Field, Heading, Input, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useNavigate } from 'react-router-dom';
import { v7 as uuidv7 } from 'uuid';
import { object } from 'yup';
import { eventTitleRule } from '../../../../common/rules';
import { useAppDispatch } from '../../../app/hooks';
import type { CallError } from '../../../../client/transport';
import { refusalNotified } from '../../../ui/serverRefusal';
import { useQueuedSave } from '../../../ui/useQueuedSave';
import { useCreateEventMutation } from '../../../entities/events';
import { FormLeaveGuard, useRuleMessage } from '../../../ui/form';
import { useT } from '../../../app/useT';
import { BusyButton } from '../../../ui/BusyButton';

const schema = object({ title: eventTitleRule });

/** spec/console.md §2.13: one required name; the event is created in the language 'ru'. */
export function NewEventScreen() {
  const t = useT('events');
  const tRules = useT('rules');
  const ruleText = useRuleMessage();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [createEvent] = useCreateEventMutation();
  const save = useQueuedSave();

  const submit = async ({ title }: { title: string }) => {
    // The id is made here so the event has its real id (and route) while still queued. Back to
    // the list at once; the notice follows the server's answer.
    const saving = save(
      () => createEvent({ eventId: uuidv7(), title: title.trim() }).unwrap(),
      'message.created',
    );
    saving.catch((error: unknown) => dispatch(refusalNotified(error as CallError)));
    await navigate('/');
  };

  return (
    <Box px={{ base: 3, md: 6 }} py={{ base: 4, md: 6 }} maxW="xl">
      <Heading as="h1" size="xl" mb={6}>
        {t('newEvent.title')}
      </Heading>
      <Formik initialValues={{ title: '' }} validationSchema={schema} onSubmit={submit}>
        {({ errors, touched, isSubmitting, getFieldProps }) => (
          <Form noValidate>
            <FormLeaveGuard />
            <Stack gap={6}>
              <Field.Root required invalid={Boolean(touched.title && errors.title)}>
                <Field.Label>
                  {tRules('label.title')}
                  <Field.RequiredIndicator />
                </Field.Label>
                <Input {...getFieldProps('title')} autoComplete="off" />
                <Field.ErrorText>{ruleText(errors.title)}</Field.ErrorText>
              </Field.Root>
              <BusyButton
                type="submit"
                colorPalette="primary"
                loading={isSubmitting}
                alignSelf={{ base: 'stretch', sm: 'start' }}
              >
                {t('newEvent.submit')}
              </BusyButton>
            </Stack>
          </Form>
        )}
      </Formik>
    </Box>
  );
}
