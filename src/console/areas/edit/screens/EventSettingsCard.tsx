// The general settings' event card (spec/console.md §2.18): name, URL key, dates and the rich
// texts, saved together by one UpdateEvent with only what changed. Mounted once per event, so
// an echo does not overwrite what the organiser is typing. Leaving with changes asks first.
import { Button, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { CallError } from '../../../../client/transport';
import { FormTextField, RichTextFormField, TimeZoneField } from '../../../ui/form';
import { failureNotified, notified } from '../../../ui/notificationsSlice';
import { selectUpdateKey, useUpdateEventMutation } from '../../../entities/events';
import { useEditedEvent } from '../../../entities/events';
import {
  RICH_FIELDS,
  eventSettingsSchema,
  eventSettingsUpdate,
  eventSettingsValues,
} from './eventSettingsForm';
import type { EventSettingsValues } from './eventSettingsForm';
import { FormGuardEffect } from './screenGuard';

export function EventSettingsCard() {
  const { t } = useTranslation('edit');
  const dispatch = useAppDispatch();
  const event = useEditedEvent();
  const updateKey = useAppSelector((state) => selectUpdateKey(state, event));
  const [updateEvent] = useUpdateEventMutation();
  // What was last saved: the event as the card opened (later echoes must not reset what the
  // organiser is typing), then each save. The screen remounts the card for another event.
  const [saved, setSaved] = useState(() => eventSettingsValues(event, updateKey ?? ''));

  const submit = async (
    values: EventSettingsValues,
    helpers: FormikHelpers<EventSettingsValues>,
  ) => {
    const update = eventSettingsUpdate(event.eventId, saved, values);
    if (!update) return;
    try {
      await updateEvent(update).unwrap();
    } catch (error) {
      dispatch(failureNotified((error as CallError).message));
      return;
    }
    const next = { ...values, title: values.title.trim(), key: values.key.trim() };
    setSaved(next);
    helpers.resetForm({ values: next });
    dispatch(notified({ text: 'message.updated' }));
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
      <Formik initialValues={saved} validationSchema={eventSettingsSchema} onSubmit={submit}>
        {({ dirty, isSubmitting }) => (
          <Form noValidate>
            <FormGuardEffect id="event" />
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
                  <FormTextField name="startDate" type="date" label={field('startDate')} />
                  <FormTextField name="endDate" type="date" label={field('endDate')} />
                </SimpleGrid>
                <TimeZoneField name="timeZone" label={field('timeZone')} />
                {RICH_FIELDS.map((name) => (
                  <RichTextFormField key={name} name={name} label={field(name)} />
                ))}
                {!updateKey && <Text color="fg.muted">{t('general.afterSync')}</Text>}
              </Stack>
            </Card.Body>
            <Card.Footer>
              <Button
                type="submit"
                colorPalette="primary"
                w={{ base: 'full', sm: 'auto' }}
                disabled={!dirty || isSubmitting || !updateKey}
                loading={isSubmitting}
              >
                {t('general.save')}
              </Button>
            </Card.Footer>
          </Form>
        )}
      </Formik>
    </Card.Root>
  );
}
