// The answer-variant dialog (spec/content.md §2.16, §9): one title field; Create for a new
// variant, Save when editing; 500 px wide. A variant is non-empty, has no comma (multiple
// choice answers are stored comma-separated) and differs from the field's other variants.
import { Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { object, string } from 'yup';
import { FORM_LIMITS } from '../../../../common/forms';
import { requiredTitleRule } from '../../../../common/rules';
import { FormTextField } from '../../../ui/form';

interface VariantDialogProps {
  /** The variant edited, '' for a new one; null when closed. */
  editing: string | null;
  /** The field's other variants. */
  others: readonly string[];
  onSave: (variant: string) => void;
  onClose: () => void;
}

export function VariantDialog({ editing, others, onSave, onClose }: VariantDialogProps) {
  const { t } = useTranslation('forms');
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
    <Dialog.Root
      open={editing !== null}
      onOpenChange={(d) => {
        if (!d.open) onClose();
      }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={2}>
          <Dialog.Content maxW="500px" w="full">
            <Formik
              initialValues={{ variant: editing ?? '' }}
              validationSchema={schema}
              onSubmit={({ variant }) => onSave(variant.trim())}
            >
              <Form noValidate>
                <Dialog.Header>
                  <Dialog.Title>{t('field.variantTitle')}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap={4}>
                    <FormTextField name="variant" label={t('field.name')} required />
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="ghost" onClick={onClose}>
                    {t('field.variantCancel')}
                  </Button>
                  <Button type="submit" colorPalette="primary">
                    {editing ? t('field.variantSave') : t('field.variantCreate')}
                  </Button>
                </Dialog.Footer>
              </Form>
            </Formik>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
