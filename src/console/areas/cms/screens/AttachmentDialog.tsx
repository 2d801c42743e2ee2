// The "files and links" item dialog (spec §2.13): max width 500, title, type (Link, Text,
// Image, File; Link by default) with its own fields, and a sort number. A link must be an
// http(s) URL; an image or a file must be uploaded before Save. The owner resets it 300 ms
// after it closes.
import { Button, Dialog, Field, NativeSelect, Portal, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { object, string } from 'yup';
import { httpUrlRule } from '../../../../common/rules';
import { FormTextField } from '../../../ui/form';
import { FileUploadWidget, ImageUploadWidget } from '../../../ui/uploads';
import type { ContentTypeNumber, ItemFields } from '../../../entities/cms';
import { FormRichText } from './formParts';
import { sortNumberOf } from './shared';

export interface AttachmentValues extends Omit<ItemFields, 'numSort'> {
  numSort: string;
}

const TYPES: ContentTypeNumber[] = [1, 2, 3, 4];

const schema = object({
  linkUrl: string().when('contentType', {
    is: (type: unknown) => Number(type) === 1,
    then: () => httpUrlRule('link'),
  }),
});

interface AttachmentDialogProps {
  open: boolean;
  mode: 'new' | 'edit';
  eventId: string;
  initial: AttachmentValues;
  onSave: (fields: ItemFields) => Promise<void>;
  onClose: () => void;
}

export function AttachmentDialog(props: AttachmentDialogProps) {
  const { open, mode, eventId, initial, onSave, onClose } = props;
  const { t } = useTranslation('cms');
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
          <Dialog.Content maxW="500px" w="full">
            <Formik
              initialValues={initial}
              validationSchema={schema}
              onSubmit={async (values) => {
                const type = Number(values.contentType) as ContentTypeNumber;
                await onSave({
                  ...values,
                  contentType: type,
                  numSort: sortNumberOf(values.numSort) ?? 0,
                });
              }}
            >
              {({ isSubmitting, values, setFieldValue }) => {
                const type = Number(values.contentType);
                const missing = (type === 3 && !values.imageId) || (type === 4 && !values.fileId);
                return (
                  <Form noValidate>
                    <Dialog.Header>
                      <Dialog.Title>{t(`dialog.${mode}`)}</Dialog.Title>
                    </Dialog.Header>
                    <Dialog.Body>
                      <Stack gap={4}>
                        <FormTextField name="title" label={t('dialog.title')} autoComplete="off" />
                        <Field.Root>
                          <Field.Label>{t('dialog.type')}</Field.Label>
                          <NativeSelect.Root>
                            <NativeSelect.Field
                              value={String(type)}
                              onChange={(e) =>
                                void setFieldValue('contentType', Number(e.target.value))
                              }
                            >
                              {TYPES.map((value) => (
                                <option key={value} value={value}>
                                  {t(`attachments.type.${value}`)}
                                </option>
                              ))}
                            </NativeSelect.Field>
                            <NativeSelect.Indicator />
                          </NativeSelect.Root>
                        </Field.Root>
                        {type === 1 && (
                          <FormTextField name="linkUrl" label={t('dialog.linkUrl')} required />
                        )}
                        {type === 2 && <FormRichText name="text" label={t('dialog.text')} />}
                        {type === 3 && (
                          <>
                            <FormTextField name="imageTitle" label={t('dialog.imageTitle')} />
                            <ImageUploadWidget
                              eventId={eventId}
                              label={t('dialog.image')}
                              role="cms__image_attachment"
                              required
                              value={values.imageId}
                              onChange={(id) => void setFieldValue('imageId', id)}
                              onBusyChange={setUploading}
                            />
                          </>
                        )}
                        {type === 4 && (
                          <FileUploadWidget
                            eventId={eventId}
                            label={t('dialog.file')}
                            required
                            value={values.fileId}
                            onChange={(id) => void setFieldValue('fileId', id)}
                          />
                        )}
                        <FormTextField name="numSort" label={t('dialog.sort')} autoComplete="off" />
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
                        disabled={uploading || missing}
                      >
                        {t(mode === 'new' ? 'dialog.create' : 'dialog.save')}
                      </Button>
                    </Dialog.Footer>
                  </Form>
                );
              }}
            </Formik>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
