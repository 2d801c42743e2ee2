// Form field editor (spec/content.md §2.16), shared by registration and feedback: type (those
// the form offers), name, helper text ('Заголовок', in every form), required, and the answer
// variants of single and multiple choice. Create/Save only on change; Delete in edit mode.
// After create or delete the user goes back to the form's screen; leaving with changes asks.
import { Button, Checkbox, Field, NativeSelect } from '@chakra-ui/react';
import { Spinner, Text } from '@chakra-ui/react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { v7 as uuidv7 } from 'uuid';
import { changedRequest } from '../../../../common/updateMask';
import {
  fieldTypesOf,
  hasVariants,
  isFeedbackFormId,
  isParticipantFormId,
} from '../../../../common/forms';
import { useEditedEvent } from '../../../entities/events';
import {
  useAddFieldMutation,
  useRemoveFieldMutation,
  useUpdateFieldMutation,
} from '../../../entities/forms';
import type { FieldView, FormsDraft } from '../../../entities/forms';
import { useConfirm } from '../../../ui/confirm';
import { Crumbs } from '../../../ui/Crumbs';
import { FormTextField } from '../../../ui/form';
import { ItemEditorForm, useItemForm } from '../../../ui/itemForm';
import { fieldRequest, fieldSchema, fieldValues } from './fieldForm';
import type { FieldValues } from './fieldForm';
import { ERROR_PREFIX } from './formsErrors';
import { useFieldsLive, useFormsLive } from './useFormsLive';
import { VariantsEditor } from './VariantsEditor';
import { useT } from '../../../app/useT';

/** Where the editor returns to, relative to its own path (…/forms/{formId}/fields/{x}). */
const BACK = { registration: '../../../../format', feedback: '../..' } as const;

export function FieldEditorScreen() {
  const t = useT('forms');
  const { formId = '', fieldId } = useParams();
  const { pathname } = useLocation();
  const { eventId } = useEditedEvent();
  const kind = pathname.includes('/registration/forms/') ? 'registration' : 'feedback';
  const valid = kind === 'registration' ? isParticipantFormId(formId) : isFeedbackFormId(formId);
  const { synced, view } = useFormsLive(eventId);
  useFieldsLive(eventId, valid ? formId : null);
  const field = fieldId ? view.fields.get(fieldId) : undefined;
  if (!valid || (synced && !view.forms.has(formId))) {
    return <Text p={6}>{t('feedback.notFound')}</Text>;
  }
  if (fieldId && (!field || field.formId !== formId)) {
    return <Spinner m={6} aria-label={t('field.loading')} />;
  }
  return (
    <FieldForm
      key={fieldId ?? 'new'}
      ids={{ eventId, formId }}
      kind={kind}
      view={view}
      field={field}
    />
  );
}

interface FieldFormProps {
  ids: { eventId: string; formId: string };
  kind: keyof typeof BACK;
  view: FormsDraft;
  field?: FieldView;
}

function FieldForm({ ids, kind, view, field }: FieldFormProps) {
  const t = useT('forms');
  const navigate = useNavigate();
  const confirm = useConfirm();
  const [addField] = useAddFieldMutation();
  const [updateField] = useUpdateFieldMutation();
  const [removeField] = useRemoveFieldMutation();
  const back = () => void navigate(BACK[kind], { relative: 'path' });
  const { formik, fail } = useItemForm<FieldValues>({
    initialValues: fieldValues(ids.formId, field),
    validationSchema: fieldSchema,
    errorPrefix: ERROR_PREFIX,
    creating: !field,
    save: (values, shown) => {
      const fieldIds = { ...ids, fieldId: field?.fieldId ?? uuidv7() };
      const request = fieldRequest(fieldIds, values);
      if (!field) return addField(request).unwrap();
      // An update sends only what differs from what the editor showed.
      return updateField(changedRequest(fieldRequest(fieldIds, shown), request)).unwrap();
    },
    afterCreate: back,
  });
  const remove = async () => {
    if (!field || (await confirm({ type: 'delete' })) !== 2) return;
    try {
      await removeField({ ...ids, fieldId: field.fieldId }).unwrap();
    } catch (error) {
      fail(error);
      return;
    }
    formik.resetForm();
    back();
  };

  const form = view.forms.get(ids.formId);
  const formTitle = kind === 'registration' ? t(`formNames.${ids.formId}`) : (form?.name ?? '');
  const crumbs = [
    kind === 'registration'
      ? { to: '../../../..', label: t('hub.title') }
      : { to: '../../..', label: t('feedback.title') },
    { to: BACK[kind], label: formTitle },
  ];
  return (
    <ItemEditorForm
      formik={formik}
      title={field ? field.fieldName : t('field.newTitle')}
      back={
        <Crumbs
          label={t('breadcrumb')}
          trail={crumbs}
          current={field?.fieldName ?? t('field.newTitle')}
        />
      }
      submitLabel={field ? t('field.save') : t('field.create')}
      actions={
        field && (
          <Button variant="outline" colorPalette="red" onClick={() => void remove()}>
            {t('field.delete')}
          </Button>
        )
      }
    >
      <Field.Root>
        <Field.Label>{t('field.type')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={formik.values.fieldType}
            onChange={(e) => void formik.setFieldValue('fieldType', Number(e.target.value))}
          >
            {fieldTypesOf(ids.formId).map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <FormTextField name="fieldName" label={t('field.name')} required />
      <FormTextField name="fieldHelperText" label={t('field.helperText')} />
      <Checkbox.Root
        checked={formik.values.fieldRequired}
        onCheckedChange={(d) => void formik.setFieldValue('fieldRequired', d.checked === true)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('field.required')}</Checkbox.Label>
      </Checkbox.Root>
      {hasVariants(formik.values.fieldType) && <VariantsEditor />}
    </ItemEditorForm>
  );
}
