// The create / edit dialog of an organizer entry or sponsor (spec/console.md §2.22): name
// (required, the shared name rule) and logo (upload role sponsor_logo: at least 200 px high,
// checked before upload; crop box at least 150×200). Saving queues the write and closes; only a
// failure notifies. Save stays off while a logo is being cropped or uploaded, so the write never
// goes out with the logo the organiser is still replacing.
import { Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { object } from 'yup';
import { nameRule } from '../../../../common/rules';
import { FormTextField } from '../../../ui/form';
import { ImageUploadWidget } from '../../../ui/uploads';

export interface PartyDraft {
  name: string;
  logoId: string;
}

interface PartyDialogProps {
  open: boolean;
  /** 'create' or 'edit': the dialog's title. */
  mode: 'create' | 'edit';
  eventId: string;
  initial: PartyDraft;
  onSave: (draft: PartyDraft) => Promise<void>;
  onClose: () => void;
}

const schema = object({ name: nameRule });

export function PartyDialog({ open, mode, eventId, initial, onSave, onClose }: PartyDialogProps) {
  const { t } = useTranslation('organizers');
  const [uploading, setUploading] = useState(false);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !uploading) onClose();
      }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={2}>
          <Dialog.Content maxW="480px" w="full">
            <Formik
              initialValues={initial}
              validationSchema={schema}
              onSubmit={async ({ name, logoId }) => {
                if (!uploading) await onSave({ name: name.trim(), logoId });
              }}
            >
              {({ isSubmitting, values, setFieldValue }) => (
                <Form noValidate>
                  <Dialog.Header>
                    <Dialog.Title>{t(`dialog.${mode}`)}</Dialog.Title>
                  </Dialog.Header>
                  <Dialog.Body>
                    <Stack gap={4}>
                      <FormTextField name="name" label={t('dialog.name')} required />
                      <ImageUploadWidget
                        eventId={eventId}
                        label={t('dialog.logo')}
                        role="sponsor_logo"
                        value={values.logoId}
                        onChange={(id) => void setFieldValue('logoId', id)}
                        onBusyChange={setUploading}
                      />
                    </Stack>
                  </Dialog.Body>
                  <Dialog.Footer>
                    <Button variant="ghost" onClick={onClose} disabled={uploading}>
                      {t('dialog.cancel')}
                    </Button>
                    <Button
                      type="submit"
                      colorPalette="primary"
                      loading={isSubmitting}
                      disabled={uploading}
                    >
                      {t('dialog.save')}
                    </Button>
                  </Dialog.Footer>
                </Form>
              )}
            </Formik>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
