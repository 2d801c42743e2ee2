// Speaker editor (spec/content.md §2.6), at speakers/new and speakers/{speakerId}: avatar
// (rounded, role avatar), name, position, short bio (companyName), bio (rich text), cover
// (aspect 1.5, role event__header) and, in edit mode, the display switch. Save is on only
// when something changed; leaving with changes asks first. Creating opens the new speaker.
import { Switch } from '@chakra-ui/react';
import { Field, Textarea } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { v7 as uuidv7 } from 'uuid';
import { LIVE_TARGETS } from '../../../../common/liveTargets';
import { changedPart, changedRequest } from '../../../../common/updateMask';
import { useEditedEvent } from '../../../entities/events';
import {
  selectSpeakerViews,
  useCreateSpeakerMutation,
  useUpdateSpeakerMutation,
} from '../../../entities/speakers';
import type { SpeakerView } from '../../../entities/speakers';
import { useLiveItem } from '../../../live/useLiveItem';
import { FormTextField } from '../../../ui/form';
import { RichTextFormField } from '../../../ui/richText';
import { ItemEditorForm, useItemForm } from '../../../ui/itemForm';
import { ItemGate } from '../../../ui/layouts';
import { ImageUploadWidget } from '../../../ui/uploads';
import { speakerRequest, speakerSchema, speakerValues } from './speakerForm';
import type { SpeakerValues } from './speakerForm';
import { useT } from '../../../app/useT';

/** The area prefix of failures (spec/content.md §8). */
const ERROR_PREFIX = 'speakers - ';

export function SpeakerEditorScreen() {
  const { eventId } = useEditedEvent();
  const speaker = useLiveItem(LIVE_TARGETS.speakers.path({ eventId }), 'speakerId', (s, id) =>
    selectSpeakerViews(s, eventId).find((v) => v.speakerId === id),
  );
  return (
    <ItemGate gate={speaker} namespace="speakers">
      <SpeakerForm key={speaker.id ?? 'new'} eventId={eventId} speaker={speaker.item} />
    </ItemGate>
  );
}

function SpeakerForm({ eventId, speaker }: { eventId: string; speaker?: SpeakerView }) {
  const t = useT('speakers');
  const navigate = useNavigate();
  const [createSpeaker] = useCreateSpeakerMutation();
  const [updateSpeaker] = useUpdateSpeakerMutation();
  const [busy, setBusy] = useState(false);
  const [initialValues] = useState(() => speakerValues(speaker));
  const [id] = useState(() => speaker?.speakerId ?? uuidv7());

  const current = useMemo(() => speaker && speakerValues(speaker), [speaker]);

  const { formik, conflicts } = useItemForm<SpeakerValues>({
    initialValues,
    current,
    validationSchema: speakerSchema,
    errorPrefix: ERROR_PREFIX,
    creating: !speaker,
    save: (values, shown) => {
      const request = speakerRequest(eventId, id, values);
      if (!speaker) return createSpeaker(request).unwrap();
      const update = changedRequest(speakerRequest(eventId, id, shown), request);
      const display = changedPart(shown, values, 'display');
      const hidden = display.display === undefined ? {} : { isHidden: !display.display };
      return updateSpeaker({ ...update, ...hidden }).unwrap();
    },
    afterCreate: () => void navigate(`../${id}`, { relative: 'path' }),
  });

  const image = (name: 'avatarId' | 'backgroundImageId') => ({
    eventId,
    value: formik.values[name],
    onChange: (fileId: string) => void formik.setFieldValue(name, fileId),
    onBusyChange: setBusy,
  });

  return (
    <ItemEditorForm
      formik={formik}
      conflicts={conflicts}
      historyItem={speaker && { eventId, table: 'speakers', docId: speaker.speakerId }}
      title={speaker ? t('editTitle') : t('newTitle')}
      back={t('back')}
      submitLabel={speaker ? t('save') : t('create')}
      busy={busy}
    >
      {speaker && (
        <Switch.Root
          colorPalette="primary"
          checked={formik.values.display}
          onCheckedChange={(d) => void formik.setFieldValue('display', d.checked)}
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{t('display')}</Switch.Label>
        </Switch.Root>
      )}
      <ImageUploadWidget
        {...image('avatarId')}
        label={t('avatar')}
        role="avatar"
        rounded
        aspect={1}
        sizeSuffix="_size_w150"
      />
      <FormTextField name="name" label={t('name')} required />
      <FormTextField name="positionName" label={t('positionName')} />
      <Field.Root>
        <Field.Label>{t('companyName')}</Field.Label>
        <Textarea {...formik.getFieldProps('companyName')} rows={3} />
      </Field.Root>
      <RichTextFormField name="bio" label={t('bio')} />
      <ImageUploadWidget
        {...image('backgroundImageId')}
        label={t('cover')}
        role="event__header"
        aspect={1.5}
      />
    </ItemEditorForm>
  );
}
