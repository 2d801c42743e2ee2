// Registration format (spec/content.md §2.15): the format select with its hint, "Generate QR
// code" from the event's qrIsVisible and, with the registration format, the user-data and
// survey field lists in form order. Save upserts 'registration' (requiredForm = registration
// chosen), then 'basic_survey_form' when chosen, then switches the QR code. Fields are added to
// a saved registration form only: the server adds a field to an existing form.
import { Checkbox, Field, Heading, NativeSelect, Spinner, Stack } from '@chakra-ui/react';
import { REGISTRATION_FORM_ID, SURVEY_FORM_ID } from '../../../../common/forms';
import { useEditedEvent } from '../../../entities/events';
import type { EventView } from '../../../entities/events';
import { fieldsInOrder, useSaveRegistrationFormatMutation } from '../../../entities/forms';
import type { FormsDraft } from '../../../entities/forms';
import { useItemForm } from '../../../ui/itemForm';
import { FieldList } from './FieldList';
import { ERROR_PREFIX } from './formsErrors';
import { useFieldsLive, useFormsLive } from './useFormsLive';
import { useT } from '../../../app/useT';
import { BusyButton } from '../../../ui/BusyButton';

/** '' none chosen, '0' without registration, '1' with the registration form (FormType). */
type Format = '' | '0' | '1';

const formatOf = (view: FormsDraft): Format => {
  const form = view.forms.get(REGISTRATION_FORM_ID);
  if (!form) return '';
  return form.requiredForm ? '1' : '0';
};

const HINTS = { '': 'format.hintNone', '0': 'format.hintWithout', '1': 'format.hintRegistration' };

export function RegistrationFormatScreen() {
  const t = useT('forms');
  const event = useEditedEvent();
  const { synced, view } = useFormsLive(event.eventId);
  useFieldsLive(event.eventId, REGISTRATION_FORM_ID);
  useFieldsLive(event.eventId, SURVEY_FORM_ID);
  if (!synced && !view.forms.has(REGISTRATION_FORM_ID)) {
    return <Spinner m={6} aria-label={t('feedback.loading')} />;
  }
  return <FormatForm event={event} view={view} />;
}

function FormatForm({ event, view }: { event: EventView; view: FormsDraft }) {
  const t = useT('forms');
  const [save] = useSaveRegistrationFormatMutation();
  const eventId = event.eventId;
  const { formik } = useItemForm({
    initialValues: { format: formatOf(view), qr: event.qrIsVisible },
    validationSchema: undefined,
    errorPrefix: ERROR_PREFIX,
    creating: false,
    save: (values, shown) =>
      save({
        eventId,
        registration: values.format === '1',
        qr: values.qr,
        shown: { registration: shown.format === '1', qr: shown.qr },
        registrationName: view.forms.get(REGISTRATION_FORM_ID)?.name ?? '',
        surveyName: view.forms.get(SURVEY_FORM_ID)?.name ?? '',
      }).unwrap(),
  });

  const saved = view.forms.get(REGISTRATION_FORM_ID)?.requiredForm === true;
  const lists = [
    { formId: REGISTRATION_FORM_ID, title: t('format.userData') },
    { formId: SURVEY_FORM_ID, title: t('format.survey') },
  ];
  return (
    <form noValidate onSubmit={formik.handleSubmit}>
      <Stack px={{ base: 3, md: 6 }} py={{ base: 4, md: 6 }} gap={5} maxW="3xl">
        <Heading as="h1" size="xl">
          {t('format.title')}
        </Heading>
        <Field.Root>
          <Field.Label>{t('format.select')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...formik.getFieldProps('format')}>
              <option value="">{t('format.none')}</option>
              <option value="0">{t('format.without')}</option>
              <option value="1">{t('format.registration')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText>{t(HINTS[formik.values.format])}</Field.HelperText>
        </Field.Root>
        <Checkbox.Root
          checked={formik.values.qr}
          onCheckedChange={(d) => void formik.setFieldValue('qr', d.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('format.qr')}</Checkbox.Label>
        </Checkbox.Root>
        {formik.values.format === '1' &&
          lists.map(({ formId, title }) => (
            <FieldList
              key={formId}
              eventId={eventId}
              formId={formId}
              title={title}
              fields={fieldsInOrder(view, formId)}
              fieldsPath={`../forms/${formId}/fields`}
              addBlocked={saved && view.forms.has(formId) ? null : t('format.saveFirst')}
            />
          ))}
        <BusyButton
          type="submit"
          colorPalette="primary"
          alignSelf={{ base: 'stretch', sm: 'start' }}
          disabled={!formik.dirty || formik.values.format === '' || formik.isSubmitting}
          loading={formik.isSubmitting}
        >
          {t('format.save')}
        </BusyButton>
      </Stack>
    </form>
  );
}
