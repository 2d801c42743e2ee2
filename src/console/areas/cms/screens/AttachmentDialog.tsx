// The "files and links" item dialog (spec §2.13): max width 500, title, type (Link, Text,
// Image, File; Link by default) with its own fields, and a sort number. A link must be an
// http(s) URL; an image or a file must be uploaded before Save. The owner resets it 300 ms
// after it closes.
import { Field, NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import { object, string } from 'yup';
import { httpUrlRule } from '../../../../common/rules';
import { FormTextField } from '../../../ui/form';
import { FormDialog } from '../../../ui/itemForm';
import { FileUploadWidget, ImageUploadWidget } from '../../../ui/uploads';
import type { ContentTypeNumber, ItemFields } from '../../../entities/cms';
import { FormRichText } from './formParts';
import { sortNumberOf } from './shared';
import { useT } from '../../../app/useT';

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
  const t = useT('cms');
  const [uploading, setUploading] = useState(false);
  return (
    <FormDialog
      open={open}
      title={t(`dialog.${mode}`)}
      initialValues={initial}
      validationSchema={schema}
      onSubmit={(values) =>
        onSave({
          ...values,
          contentType: Number(values.contentType) as ContentTypeNumber,
          numSort: sortNumberOf(values.numSort) ?? 0,
        })
      }
      onClose={onClose}
      cancelLabel={t('dialog.cancel')}
      submitLabel={t(mode === 'new' ? 'dialog.create' : 'dialog.save')}
      busy={uploading}
      cannotSubmit={(values) => {
        const type = Number(values.contentType);
        return (type === 3 && !values.imageId) || (type === 4 && !values.fileId);
      }}
    >
      {({ values, setFieldValue }) => {
        const type = Number(values.contentType);
        return (
          <>
            <FormTextField name="title" label={t('dialog.title')} autoComplete="off" />
            <Field.Root>
              <Field.Label>{t('dialog.type')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={String(type)}
                  onChange={(e) => void setFieldValue('contentType', Number(e.target.value))}
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
            {type === 1 && <FormTextField name="linkUrl" label={t('dialog.linkUrl')} required />}
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
          </>
        );
      }}
    </FormDialog>
  );
}
