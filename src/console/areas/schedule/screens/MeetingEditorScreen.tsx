// Meeting editor (spec/content.md §2.8), at meetings/new and meetings/{meetingId}: the display
// switch in edit mode, name, annotation, rich text, start and end as date + 24-hour time in the
// event's zone (times wait for their date, the end for the start; a start past the end moves
// the end), the icon, the location-in-list checkbox, speakers as chips (saved at once in edit
// mode) and the cover. Creating opens the new meeting. The location is a select of the event's
// locations (clearable: 'No location'); overlaps with other meetings show as a warning.
import { Checkbox, Field, NativeSelect } from '@chakra-ui/react';
import { SimpleGrid, Switch, Text, Textarea } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { v7 as uuidv7 } from 'uuid';
import { DEFAULT_TIME_ZONE, MEETING_ICONS } from '../../../../common/constants';
import { LIVE_TARGETS } from '../../../../common/liveTargets';
import { isIsoDate } from '../../../../common/rules';
import { changedPart, changedRequest } from '../../../../common/updateMask';
import { useAppSelector } from '../../../app/hooks';
import { selectCmsView } from '../../../entities/cms';
import { useEditedEvent } from '../../../entities/events';
import type { EventView } from '../../../entities/events';
import {
  selectMeetingViews,
  useAddMeetingSpeakersMutation,
  useCreateMeetingMutation,
  useRemoveMeetingSpeakersMutation,
  useUpdateMeetingMutation,
} from '../../../entities/meetings';
import type { MeetingView } from '../../../entities/meetings';
import { selectSpeakerViews } from '../../../entities/speakers';
import { useLiveItem } from '../../../live/useLiveItem';
import { useLiveTarget } from '../../../live/useLiveTarget';
import { FormTextField, useRuleMessage } from '../../../ui/form';
import { RichTextFormField } from '../../../ui/richText';
import { DateField, TimeInput } from '../../../ui/dateField';
import { ItemEditorForm, useItemForm } from '../../../ui/itemForm';
import { ItemGate } from '../../../ui/layouts';
import { ImageUploadWidget } from '../../../ui/uploads';
import { ConflictAlert } from './ConflictNotes';
import { conflictsOf } from './conflicts';
import { editedSlot, meetingRequest, meetingSchema, meetingValues, withStart } from './meetingForm';
import type { MeetingValues } from './meetingForm';
import { SpeakerChips } from './SpeakerChips';
import { zonedParts } from '../../../../common/zonedTime';
import { useT } from '../../../app/useT';

/** The area prefix of failures (spec/content.md §8). */
const ERROR_PREFIX = 'meetings - ';

export function MeetingEditorScreen() {
  const event = useEditedEvent();
  const { eventId } = event;
  useLiveTarget(LIVE_TARGETS.speakers.path({ eventId }));
  useLiveTarget(LIVE_TARGETS.locations.path({ eventId }));
  const meeting = useLiveItem(LIVE_TARGETS.meetings.path({ eventId }), 'meetingId', (s, id) =>
    selectMeetingViews(s, eventId).find((m) => m.meetingId === id),
  );
  return (
    <ItemGate gate={meeting} namespace="schedule">
      <MeetingForm
        key={meeting.id ?? 'new'}
        event={event}
        zone={event.timeZone || DEFAULT_TIME_ZONE}
        meeting={meeting.item}
      />
    </ItemGate>
  );
}

interface MeetingFormProps {
  event: EventView;
  zone: string;
  meeting?: MeetingView;
}

function MeetingForm({ event, zone, meeting }: MeetingFormProps) {
  const t = useT('schedule');
  const { eventId } = event;
  const navigate = useNavigate();
  const ruleMessage = useRuleMessage();
  const speakers = useAppSelector((s) => selectSpeakerViews(s, eventId));
  const locations = useAppSelector((s) => selectCmsView(s, event)).locations;
  const others = useAppSelector((s) => selectMeetingViews(s, eventId));
  const [newId] = useState(() => uuidv7());
  // The calendar of an empty date opens on the event's first day.
  const eventDay = event.startAt ? zonedParts(event.startAt, zone).date : '';
  const [createMeeting] = useCreateMeetingMutation();
  const [updateMeeting] = useUpdateMeetingMutation();
  const [addSpeakers] = useAddMeetingSpeakersMutation();
  const [removeSpeakers] = useRemoveMeetingSpeakersMutation();
  const [busy, setBusy] = useState(false);
  const [initialValues] = useState(() => meetingValues(meeting, zone));
  const current = useMemo(() => meeting && meetingValues(meeting, zone), [meeting, zone]);
  const {
    formik,
    fail,
    conflicts: fieldConflicts,
  } = useItemForm<MeetingValues>({
    initialValues,
    current,
    validationSchema: meetingSchema,
    errorPrefix: ERROR_PREFIX,
    creating: !meeting,
    save: (values, shown) => {
      const id = meeting?.meetingId ?? newId;
      const request = meetingRequest(eventId, id, values, zone);
      if (!meeting) return createMeeting({ ...request, speakerIds: values.speakerIds }).unwrap();
      const update = changedRequest(meetingRequest(eventId, id, shown, zone), request);
      return updateMeeting({ ...update, ...changedPart(shown, values, 'isVisible') }).unwrap();
    },
    afterCreate: () => void navigate(`../${newId}`, { relative: 'path' }),
  });

  /** In edit mode a speaker change is its own call at once; on create it waits for Create. */
  const changeSpeakers = async (speakerIds: string[], change: 'add' | 'remove', id: string) => {
    if (meeting) {
      const call = change === 'add' ? addSpeakers : removeSpeakers;
      try {
        await call({ eventId, meetingId: meeting.meetingId, speakerIds: [id] }).unwrap();
      } catch (error) {
        fail(error);
        return;
      }
      formik.resetForm({ values: { ...formik.values, speakerIds }, touched: formik.touched });
      return;
    }
    await formik.setFieldValue('speakerIds', speakerIds);
  };

  const v = formik.values;
  const conflicts = useMemo(
    () => conflictsOf(editedSlot(meeting?.meetingId ?? newId, v, zone), others),
    [meeting, newId, v, zone, others],
  );
  const speakerNames = useMemo(
    () => new Map(speakers.map((s) => [s.speakerId, s.name])),
    [speakers],
  );
  const setStart = (date: string, time: string) => formik.setValues(withStart(v, date, time));
  const error = (name: keyof MeetingValues): string | undefined => {
    const e: unknown = formik.errors[name];
    return formik.touched[name] && e !== undefined ? ruleMessage(e) : undefined;
  };
  const pickers: [keyof MeetingValues, 'date' | 'time', boolean][] = [
    ['startDate', 'date', false],
    ['startTime', 'time', !v.startDate],
    ['endDate', 'date', !v.startDate || !v.startTime],
    ['endTime', 'time', !v.endDate],
  ];

  return (
    <ItemEditorForm
      formik={formik}
      title={meeting ? t('editTitle') : t('newTitle')}
      back={t('back')}
      submitLabel={meeting ? t('save') : t('create')}
      busy={busy}
      conflicts={fieldConflicts}
      historyItem={meeting && { eventId, table: 'meetings', docId: meeting.meetingId }}
    >
      {meeting && (
        <Switch.Root
          colorPalette="primary"
          checked={v.isVisible}
          onCheckedChange={(d) => void formik.setFieldValue('isVisible', d.checked)}
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{t('display')}</Switch.Label>
        </Switch.Root>
      )}
      <FormTextField name="name" label={t('name')} required />
      <Field.Root>
        <Field.Label>{t('annotation')}</Field.Label>
        <Textarea {...formik.getFieldProps('annotation')} rows={3} />
      </Field.Root>
      <RichTextFormField name="text" label={t('text')} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
        {pickers.map(([name, type, disabled]) =>
          type === 'date' ? (
            <DateField
              key={name}
              label={t(name)}
              name={name}
              required
              disabled={disabled}
              value={v[name] as string}
              onChange={(value) => {
                // A start still being typed does not move the end with it.
                if (name === 'startDate' && isIsoDate(value)) void setStart(value, v.startTime);
                else void formik.setFieldValue(name, value);
              }}
              onBlur={() => void formik.setFieldTouched(name)}
              error={error(name)}
              touched={formik.touched[name] === true}
              near={name === 'endDate' && v.startDate ? v.startDate : eventDay}
            />
          ) : (
            <Field.Root key={name} required disabled={disabled} invalid={error(name) !== undefined}>
              <Field.Label>
                {t(name)}
                <Field.RequiredIndicator />
              </Field.Label>
              <TimeInput
                name={name}
                value={v[name] as string}
                onBlur={formik.handleBlur}
                onValueChange={(value) => {
                  if (name === 'startTime') void setStart(v.startDate, value);
                  else void formik.setFieldValue(name, value);
                }}
              />
              {error(name) && <Field.ErrorText>{error(name)}</Field.ErrorText>}
            </Field.Root>
          ),
        )}
      </SimpleGrid>
      <Text textStyle="sm" color="fg.muted">
        {t('zone', { zone })}
      </Text>
      <ConflictAlert conflicts={conflicts} speakerNames={speakerNames} />
      <Field.Root>
        <Field.Label>{t('location')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field {...formik.getFieldProps('locationId')}>
            <option value="">{t('noLocation')}</option>
            {locations.map((l) => (
              <option key={l.locationId} value={l.locationId}>
                {l.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('icon')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field {...formik.getFieldProps('iconName')}>
            <option value="">{t('noIcon')}</option>
            {MEETING_ICONS.map((icon) => (
              <option key={icon} value={icon}>
                {t(`icons.${icon}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Checkbox.Root
        checked={v.showLocationInListMeetings}
        onCheckedChange={(d) =>
          void formik.setFieldValue('showLocationInListMeetings', d.checked === true)
        }
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('showLocation')}</Checkbox.Label>
      </Checkbox.Root>
      <SpeakerChips
        speakers={speakers}
        value={v.speakerIds}
        onAdd={(id) => void changeSpeakers([...v.speakerIds, id], 'add', id)}
        onRemove={(id) =>
          void changeSpeakers(
            v.speakerIds.filter((s) => s !== id),
            'remove',
            id,
          )
        }
      />
      <ImageUploadWidget
        eventId={eventId}
        label={t('cover')}
        value={v.headerImageId}
        onChange={(fileId) => void formik.setFieldValue('headerImageId', fileId)}
        onBusyChange={setBusy}
        role="event__header"
        aspect={1.5}
      />
    </ItemEditorForm>
  );
}
