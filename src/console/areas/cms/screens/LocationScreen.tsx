// Location editor (spec §2.11): name (required), address, description, image (aspect 1.5).
// Creating opens the new location's edit route; there, a confirmed delete and its "files and
// links".
import { Button, Card, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import type { FormikProps } from 'formik';
import { useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { v7 as uuidv7 } from 'uuid';
import { object } from 'yup';
import { nameRule } from '../../../../common/rules';
import { useAppSelector } from '../../../app/hooks';
import { LIVE_TARGETS } from '../../../../common/liveTargets';
import { useLiveTarget } from '../../../live/useLiveTarget';
import { CONFIRM_SAVE, useConfirm } from '../../../ui/confirm';
import { FormLeaveGuard, FormTextField, settleSaved } from '../../../ui/form';
import { useAreaFailure } from '../../../ui/itemForm';
import { ImageUploadWidget } from '../../../ui/uploads';
import {
  selectCmsView,
  useCreateLocationMutation,
  useDeleteLocationMutation,
  useUpdateLocationMutation,
} from '../../../entities/cms';
import { useEditedEvent } from '../../../entities/events';
import { AttachmentsCard } from './AttachmentsCard';
import { FormRichText, SubmitButton, useSaveAndOpen } from './formParts';
import { useEditBase } from './shared';
import { ScreenHeading } from '../../../ui/ScreenHeading';
import { useT } from '../../../app/useT';

const schema = object({ name: nameRule });

interface Values {
  name: string;
  address: string;
  description: string;
  imageId: string;
}

export function LocationScreen() {
  const t = useT('cms');
  const save = useSaveAndOpen();
  const navigate = useNavigate();
  const base = useEditBase();
  const confirm = useConfirm();
  const notifyFailure = useAreaFailure('');
  const event = useEditedEvent();
  const { eventId } = event;
  const { locationId = '' } = useParams();
  useLiveTarget(LIVE_TARGETS.locations.path({ eventId }));
  useLiveTarget(LIVE_TARGETS.cmsSectionItems.path({ eventId }));
  const location = useAppSelector((s) => selectCmsView(s, event)).locations.find(
    (l) => l.locationId === locationId,
  );
  const [createLocation] = useCreateLocationMutation();
  const [updateLocation] = useUpdateLocationMutation();
  const [deleteLocation] = useDeleteLocationMutation();
  const [uploading, setUploading] = useState(false);
  const creating = locationId === '';
  const form = useRef<FormikProps<Values>>(null);

  const submit = async (values: Values, reset: (values: Values) => void) => {
    const id = creating ? uuidv7() : locationId;
    const args = { eventId, locationId: id, ...values };
    // An update sends only what differs from what the form showed (cmsApi's Shown).
    const shown = form.current?.initialValues ?? values;
    const write = () =>
      (creating ? createLocation(args) : updateLocation({ ...args, shown })).unwrap();
    if (await save(write, { creating, editPath: `${base}/locations/${id}` })) reset(values);
  };

  const remove = async () => {
    if ((await confirm({ type: 'delete' })) !== CONFIRM_SAVE) return;
    try {
      await deleteLocation({ eventId, locationId }).unwrap();
      void navigate(`${base}/place`);
    } catch (error) {
      notifyFailure(error);
    }
  };

  if (!creating && !location) return <Text color="fg.muted">{t('notFound')}</Text>;
  return (
    <Stack gap={5} maxW="3xl">
      <ScreenHeading title={location?.name || t('location.newTitle')}>
        {!creating && (
          <Button variant="outline" colorPalette="red" onClick={() => void remove()}>
            {t('location.delete')}
          </Button>
        )}
      </ScreenHeading>
      <Card.Root>
        <Formik
          key={locationId}
          innerRef={form}
          initialValues={{
            name: location?.name ?? '',
            address: location?.address ?? '',
            description: location?.description ?? '',
            imageId: location?.imageId ?? '',
          }}
          validationSchema={schema}
          onSubmit={(values, helpers) => submit(values, (v) => settleSaved(helpers, v))}
        >
          {({ values, setFieldValue }) => (
            <Form noValidate>
              <FormLeaveGuard />
              <Card.Body>
                <Stack gap={4}>
                  <FormTextField
                    name="name"
                    label={t('location.name')}
                    required
                    autoComplete="off"
                  />
                  <FormTextField
                    name="address"
                    label={t('location.address')}
                    autoComplete="street-address"
                  />
                  <FormRichText name="description" label={t('location.description')} />
                  <ImageUploadWidget
                    eventId={eventId}
                    label={t('location.image')}
                    role="cms__image_attachment"
                    aspect={1.5}
                    value={values.imageId}
                    onChange={(id) => void setFieldValue('imageId', id)}
                    onBusyChange={setUploading}
                  />
                </Stack>
              </Card.Body>
              <Card.Footer>
                <SubmitButton
                  label={t(creating ? 'location.create' : 'location.save')}
                  busy={uploading}
                />
              </Card.Footer>
            </Form>
          )}
        </Formik>
      </Card.Root>
      {!creating && <AttachmentsCard owner={{ locationId }} />}
    </Stack>
  );
}
