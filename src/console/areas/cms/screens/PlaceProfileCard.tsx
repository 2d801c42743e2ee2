// The place screen's main card (spec §2.9): name, description and main image (aspect 1.5),
// saved with SetProfile; the event and its texts come back on the live feed. Mounted once per
// event and language, so an echo does not overwrite what the organiser is typing.
import { Card, Heading, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import type { FormikProps } from 'formik';
import { useRef, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { FormLeaveGuard, FormTextField, settleSaved } from '../../../ui/form';
import { useAreaFailure } from '../../../ui/itemForm';
import { notified } from '../../../ui/notificationsSlice';
import { ImageUploadWidget } from '../../../ui/uploads';
import { useSetPlaceProfileMutation } from '../../../entities/cms';
import type { PlaceView } from '../../../entities/cms';
import { FormRichText, SubmitButton } from './formParts';
import { FollowWhileCleanEffect } from './shared';
import { useT } from '../../../app/useT';

type Values = Omit<PlaceView, 'pending'>;

export function PlaceProfileCard({ eventId, place }: { eventId: string; place: PlaceView }) {
  const t = useT('cms');
  const dispatch = useAppDispatch();
  const notifyFailure = useAreaFailure('');
  const [setProfile] = useSetPlaceProfileMutation();
  const [uploading, setUploading] = useState(false);
  const form = useRef<FormikProps<Values>>(null);
  const initial: Values = {
    title: place.title,
    description: place.description,
    mainImageId: place.mainImageId,
  };
  return (
    <Card.Root as="section" aria-labelledby="place-card-title">
      <Card.Header>
        <Heading as="h2" size="md" id="place-card-title">
          {t('place.mainCard')}
        </Heading>
      </Card.Header>
      <Formik
        innerRef={form}
        initialValues={initial}
        onSubmit={async (values, helpers) => {
          // Only what differs from what the card showed is written (cmsApi's Shown).
          const shown = form.current?.initialValues ?? values;
          try {
            await setProfile({ eventId, ...values, shown }).unwrap();
          } catch (error) {
            notifyFailure(error);
            return;
          }
          settleSaved(helpers, values);
          dispatch(notified({ text: 'message.updated' }));
        }}
      >
        {({ values, setFieldValue }) => (
          <Form noValidate>
            <FormLeaveGuard />
            <FollowWhileCleanEffect values={initial} />
            <Card.Body>
              <Stack gap={4}>
                <FormTextField name="title" label={t('place.name')} autoComplete="off" />
                <FormRichText name="description" label={t('place.description')} />
                <ImageUploadWidget
                  eventId={eventId}
                  label={t('place.image')}
                  role="cms__image_attachment"
                  aspect={1.5}
                  value={values.mainImageId}
                  onChange={(id) => void setFieldValue('mainImageId', id)}
                  onBusyChange={setUploading}
                />
              </Stack>
            </Card.Body>
            <Card.Footer>
              <SubmitButton label={t('place.save')} busy={uploading} />
            </Card.Footer>
          </Form>
        )}
      </Formik>
    </Card.Root>
  );
}
