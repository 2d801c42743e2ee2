// The create / edit dialog of an organizer entry or sponsor (spec/console.md §2.22): name
// (required, the shared name rule) and logo (upload role sponsor_logo: at least 200 px high,
// checked before upload; crop box at least 150×200). Saving queues the write and closes; only a
// failure notifies. Save stays off while a logo is being cropped or uploaded, so the write never
// goes out with the logo the organiser is still replacing.
import { useState } from 'react';
import { object } from 'yup';
import { nameRule } from '../../../../common/rules';
import { FormTextField } from '../../../ui/form';
import { FormDialog } from '../../../ui/itemForm';
import { ImageUploadWidget } from '../../../ui/uploads';
import { useT } from '../../../app/useT';

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
  const t = useT('organizers');
  const [uploading, setUploading] = useState(false);
  return (
    <FormDialog
      open={open}
      title={t(`dialog.${mode}`)}
      width="480px"
      initialValues={initial}
      validationSchema={schema}
      onSubmit={({ name, logoId }) => onSave({ name: name.trim(), logoId })}
      onClose={onClose}
      cancelLabel={t('dialog.cancel')}
      submitLabel={t('dialog.save')}
      busy={uploading}
    >
      {({ values, setFieldValue }) => (
        <>
          <FormTextField name="name" label={t('dialog.name')} required />
          <ImageUploadWidget
            eventId={eventId}
            label={t('dialog.logo')}
            role="sponsor_logo"
            value={values.logoId}
            onChange={(id) => void setFieldValue('logoId', id)}
            onBusyChange={setUploading}
          />
        </>
      )}
    </FormDialog>
  );
}
