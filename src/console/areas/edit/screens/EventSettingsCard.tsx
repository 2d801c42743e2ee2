// The general settings' event card (spec/console.md §2.18): name, URL key, dates and the rich
// texts, saved together by one UpdateEvent with only what changed. Mounted once per event, so
// an echo does not overwrite what the organiser is typing. Leaving with changes asks first.
// A save waits for the server's answer: a refused one (a taken key) stays in the form with its
// field marked, and the route moves to a new key only once the server has confirmed it.
import { Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { failedWriteDiscarded } from '../../../../client/queue';
import type { CallError } from '../../../../client/transport';
import { FormTextField, SubmitButton, settleSaved } from '../../../ui/form';
import { RichTextFormField } from '../../../ui/richText';
import { TimeZoneField } from '../../../ui/timeZoneField';
import { FormDateField } from '../../../ui/dateField';
import { refusalNotified, refusalOf, useRefusalText } from '../../../ui/serverRefusal';
import { useQueuedSave } from '../../../ui/useQueuedSave';
import {
  selectRefusedUpdate,
  selectUpdateKey,
  useUpdateEventMutation,
} from '../../../entities/events';
import { useEditedEvent } from '../../../entities/events';
import { EventRefusalEffect } from './EventRefusalEffect';
import {
  RICH_FIELDS,
  eventSettingsSchema,
  eventSettingsUpdate,
  eventSettingsValues,
} from './eventSettingsForm';
import type { EventSettingsValues } from './eventSettingsForm';
import { FormGuardEffect } from './screenGuard';
import { useT } from '../../../app/useT';

/** `switching`: the event language is being switched; the texts held are the old language's. */
export function EventSettingsCard({ switching = false }: { switching?: boolean }) {
  const t = useT('edit');
  const dispatch = useAppDispatch();
  const event = useEditedEvent();
  const updateKey = useAppSelector((state) => selectUpdateKey(state, event));
  const refused = useAppSelector((state) => selectRefusedUpdate(state, event.eventId));
  const refusalText = useRefusalText();
  const [updateEvent] = useUpdateEventMutation();
  const save = useQueuedSave();
  // What was last saved: the event as the card opened (later echoes must not reset what the
  // organiser is typing), then each save. The screen remounts the card for another event.
  const [saved, setSaved] = useState(() => eventSettingsValues(event, updateKey ?? ''));

  // The server's reason stays on the key while the field holds the key it refused.
  const validate = (values: EventSettingsValues) =>
    refused &&
    refusalOf(refused.error).field === 'key' &&
    values.key.trim() === refused.request.key?.trim()
      ? { key: refusalText(refused.error) }
      : {};

  const submit = async (
    values: EventSettingsValues,
    helpers: FormikHelpers<EventSettingsValues>,
  ) => {
    const update = eventSettingsUpdate(event.eventId, saved, values);
    if (!update) return;
    // This save sends again what the refused one did (the form holds it): it supersedes it.
    if (refused)
      dispatch(failedWriteDiscarded({ uid: refused.uid, mutationId: refused.mutationId }));
    try {
      const { outcome } = await save(() => updateEvent(update).unwrap());
      if (outcome === 'refused') return;
    } catch (error) {
      dispatch(refusalNotified(error as CallError));
      return;
    }
    const next = { ...values, title: values.title.trim(), key: values.key.trim() };
    setSaved(next);
    settleSaved(helpers, values, next);
  };

  const field = (name: keyof EventSettingsValues) =>
    t(
      `general.field.${name === 'startDate' ? 'timetableStartAt' : name === 'endDate' ? 'timetableEndAt' : name}`,
    );
  return (
    <Card.Root as="section" aria-labelledby="event-card-title">
      <Card.Header>
        <Heading as="h2" size="md" id="event-card-title">
          {t('general.eventCard')}
        </Heading>
      </Card.Header>
      {switching ? (
        <Card.Body>
          <Text role="status">{t('general.languageSwitching')}</Text>
        </Card.Body>
      ) : (
        <Formik
          initialValues={saved}
          validationSchema={eventSettingsSchema}
          validate={validate}
          onSubmit={submit}
        >
          {({ dirty, isSubmitting, values }) => (
            <Form noValidate>
              <FormGuardEffect id="event" />
              <EventRefusalEffect
                refused={refused}
                server={eventSettingsValues(event, updateKey ?? '')}
                onRestarted={setSaved}
              />
              <Card.Body>
                <Stack gap={4}>
                  <FormTextField name="title" label={field('title')} required autoComplete="off" />
                  <FormTextField
                    name="key"
                    label={field('key')}
                    required
                    autoComplete="off"
                    helperText={t('general.keyHint')}
                    disabled={!updateKey}
                  />
                  <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
                    <FormDateField
                      name="startDate"
                      label={field('startDate')}
                      near={values.endDate}
                    />
                    <FormDateField
                      name="endDate"
                      label={field('endDate')}
                      near={values.startDate}
                    />
                  </SimpleGrid>
                  <TimeZoneField name="timeZone" label={field('timeZone')} />
                  {RICH_FIELDS.map((name) => (
                    <RichTextFormField key={name} name={name} label={field(name)} />
                  ))}
                  {!updateKey && <Text color="fg.muted">{t('general.afterSync')}</Text>}
                </Stack>
              </Card.Body>
              <Card.Footer>
                <SubmitButton
                  label={t('general.save')}
                  submitting={isSubmitting}
                  w={{ base: 'full', sm: 'auto' }}
                  disabled={!dirty || isSubmitting || !updateKey}
                />
              </Card.Footer>
            </Form>
          )}
        </Formik>
      )}
    </Card.Root>
  );
}
