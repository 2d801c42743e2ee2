// The 'Добавить форму' dialog (spec/content.md §2.19): name (required, focused on open) and an
// optional ID with a character counter and maxlength 25; 500 px wide; reset on close.
import { Field, Input } from '@chakra-ui/react';
import { useField } from 'formik';
import { useRef } from 'react';
import { object } from 'yup';
import { requiredTitleRule } from '../../../../common/rules';
import { FormTextField, useRuleMessage } from '../../../ui/form';
import { FormDialog } from '../../../ui/itemForm';
import { FEEDBACK_ID_MAX, feedbackFormId, feedbackIdRule } from './feedbackId';
import { useT } from '../../../app/useT';

interface FeedbackFormDialogProps {
  open: boolean;
  /** The form ids the event has: a typed id must not be one of them. */
  taken: readonly string[];
  onSave: (name: string, formId: string) => Promise<void>;
  onClose: () => void;
}

export function FeedbackFormDialog({ open, taken, onSave, onClose }: FeedbackFormDialogProps) {
  const t = useT('forms');
  const nameRef = useRef<HTMLDivElement>(null);
  const schema = object({
    name: requiredTitleRule('name'),
    id: feedbackIdRule.test(
      'taken',
      { key: 'rule.feedbackId' },
      (v) => !v || !taken.includes(feedbackFormId(v)),
    ),
  });
  return (
    <FormDialog
      open={open}
      title={t('feedback.dialogTitle')}
      initialValues={{ name: '', id: '' }}
      validationSchema={schema}
      onSubmit={({ name, id }) => onSave(name.trim(), feedbackFormId(id))}
      onClose={onClose}
      cancelLabel={t('feedback.cancel')}
      submitLabel={t('feedback.save')}
      initialFocusEl={() => nameRef.current?.querySelector('input') ?? null}
      resetOnClose
    >
      {() => (
        <>
          <div ref={nameRef}>
            <FormTextField name="name" label={t('feedback.name')} required />
          </div>
          <IdField />
        </>
      )}
    </FormDialog>
  );
}

/** The optional ID with its counter ('12 / 25'). */
function IdField() {
  const t = useT('forms');
  const [field, meta] = useField<string>('id');
  const ruleMessage = useRuleMessage();
  const error: unknown = meta.error;
  const invalid = meta.touched && error !== undefined;
  return (
    <Field.Root invalid={invalid}>
      <Field.Label>{t('feedback.id')}</Field.Label>
      <Input {...field} maxLength={FEEDBACK_ID_MAX} spellCheck={false} autoComplete="off" />
      <Field.HelperText aria-live="polite">
        {field.value.length} / {FEEDBACK_ID_MAX}
      </Field.HelperText>
      {!invalid && <Field.HelperText>{t('feedback.idHint')}</Field.HelperText>}
      <Field.ErrorText>{ruleMessage(error)}</Field.ErrorText>
    </Field.Root>
  );
}
