// The answer-variant dialog (spec/content.md §2.16, §9): one title field; Create for a new
// variant, Save when editing; 500 px wide. A variant is non-empty, has no comma (multiple
// choice answers are stored comma-separated) and differs from the field's other variants.
import { object, string } from 'yup';
import { FORM_LIMITS } from '../../../../common/forms';
import { requiredTitleRule } from '../../../../common/rules';
import { FormTextField } from '../../../ui/form';
import { FormDialog } from '../../../ui/itemForm';
import { useT } from '../../../app/useT';

interface VariantDialogProps {
  /** The variant edited, '' for a new one; null when closed. */
  editing: string | null;
  /** The field's other variants. */
  others: readonly string[];
  onSave: (variant: string) => void;
  onClose: () => void;
}

export function VariantDialog({ editing, others, onSave, onClose }: VariantDialogProps) {
  const t = useT('forms');
  const schema = object({
    variant: requiredTitleRule('name')
      .max(FORM_LIMITS.variant)
      .concat(
        string()
          .test('comma', { key: 'forms:field.variantComma' }, (v) => !v?.includes(','))
          .test('unique', { key: 'forms:field.variantDuplicate' }, (v) =>
            others.every((o) => o !== v?.trim()),
          ),
      ),
  });
  return (
    <FormDialog
      open={editing !== null}
      title={t('field.variantTitle')}
      initialValues={{ variant: editing ?? '' }}
      validationSchema={schema}
      onSubmit={({ variant }) => onSave(variant.trim())}
      onClose={onClose}
      cancelLabel={t('field.variantCancel')}
      submitLabel={editing ? t('field.variantSave') : t('field.variantCreate')}
    >
      {() => <FormTextField name="variant" label={t('field.name')} required />}
    </FormDialog>
  );
}
