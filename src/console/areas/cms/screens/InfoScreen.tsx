// Event info (spec §2.12): a bar titled "Info" with Save (off while nothing changed), the
// event's title and description, its cover (the event's main image, aspect 1.5), all saved by
// one event update with what changed, and the info sections.
import { Box, Card, Flex, Heading, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { useState } from 'react';
import { object } from 'yup';
import { eventTitleRule } from '../../../../common/rules';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { LIVE_TARGETS } from '../../../../common/liveTargets';
import { useLiveTarget } from '../../../live/useLiveTarget';
import { FormLeaveGuard, FormTextField, settleSaved } from '../../../ui/form';
import { useAreaFailure } from '../../../ui/itemForm';
import { notified } from '../../../ui/notificationsSlice';
import { ImageUploadWidget } from '../../../ui/uploads';
import { selectCmsView } from '../../../entities/cms';
import { selectUpdateKey, useEditedEvent, useUpdateEventMutation } from '../../../entities/events';
import type { UpdateEventArgs } from '../../../entities/events';
import { SectionsCard } from './SectionsCard';
import { FormRichText } from './formParts';
import { useT } from '../../../app/useT';
import { BusyButton } from '../../../ui/BusyButton';

interface Values {
  title: string;
  description: string;
  mainImageId: string;
}

const schema = object({ title: eventTitleRule });

export function InfoScreen() {
  const t = useT('cms');
  const dispatch = useAppDispatch();
  const notifyFailure = useAreaFailure('');
  const event = useEditedEvent();
  const { eventId } = event;
  useLiveTarget(LIVE_TARGETS.cmsSections.path({ eventId }));
  const sections = useAppSelector((s) => selectCmsView(s, event)).sections;
  const key = useAppSelector((s) => selectUpdateKey(s, event));
  const [updateEvent] = useUpdateEventMutation();
  const [uploading, setUploading] = useState(false);
  // What was last saved: the event as the screen opened, then each save.
  const [saved, setSaved] = useState<Values>(() => ({
    title: event.title,
    description: event.description,
    mainImageId: event.mainImageId,
  }));

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const update: UpdateEventArgs = { eventId, key: key ?? '' };
    for (const field of ['title', 'description', 'mainImageId'] as const) {
      const value = field === 'title' ? values.title.trim() : values[field];
      if (value !== saved[field]) update[field] = value;
    }
    try {
      await updateEvent(update).unwrap();
    } catch (error) {
      notifyFailure(error);
      return;
    }
    const next = { ...values, title: values.title.trim() };
    setSaved(next);
    settleSaved(helpers, values, next);
    dispatch(notified({ text: 'message.updated' }));
  };

  return (
    <Formik initialValues={saved} validationSchema={schema} onSubmit={submit}>
      {({ dirty, isSubmitting, values, setFieldValue }) => (
        <Form noValidate>
          <Stack gap={5} maxW="4xl">
            <FormLeaveGuard />
            <Flex align="center" justify="space-between" gap={3} borderBottomWidth="1px" pb={3}>
              <Heading as="h1" size="xl">
                {t('info.title')}
              </Heading>
              <BusyButton
                type="submit"
                colorPalette="primary"
                disabled={!dirty || isSubmitting || uploading || key === null}
                loading={isSubmitting}
              >
                {t('info.save')}
              </BusyButton>
            </Flex>
            <Card.Root as="section" aria-labelledby="info-card-title">
              <Card.Header>
                <Heading as="h2" size="md" id="info-card-title">
                  {t('info.card')}
                </Heading>
              </Card.Header>
              <Card.Body>
                <Stack gap={4}>
                  <FormTextField name="title" label={t('info.name')} required autoComplete="off" />
                  <FormRichText name="description" label={t('info.description')} />
                  <Box>
                    <ImageUploadWidget
                      eventId={eventId}
                      label={t('info.cover')}
                      role="event__header"
                      aspect={1.5}
                      value={values.mainImageId}
                      onChange={(id) => void setFieldValue('mainImageId', id)}
                      onBusyChange={setUploading}
                    />
                  </Box>
                </Stack>
              </Card.Body>
            </Card.Root>
            <SectionsCard
              eventId={eventId}
              kind="info"
              sections={sections}
              title={t('info.sections')}
            />
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
