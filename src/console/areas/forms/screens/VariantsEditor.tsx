// The answer variants of a single or multiple choice field (spec/content.md §2.16): a list with
// edit and delete (after a 'delete' confirm) per variant, and an add button; both open the
// variant dialog.
import { Button, Field, Flex, IconButton, Stack, Text } from '@chakra-ui/react';
import { useField } from 'formik';
import { useState } from 'react';
import { useConfirm } from '../../../ui/confirm';
import { useRuleMessage } from '../../../ui/form';
import { EditIcon } from '../../../ui/editIcons';
import { ClearIcon } from '../../../ui/widgetIcons';
import { VariantDialog } from './VariantDialog';
import { useT } from '../../../app/useT';

export function VariantsEditor() {
  const t = useT('forms');
  const confirm = useConfirm();
  const ruleMessage = useRuleMessage();
  const [field, meta, helpers] = useField<string[]>('fieldVariants');
  const [editing, setEditing] = useState<string | null>(null);
  const variants = field.value;
  const error: unknown = meta.error;

  const save = (variant: string) => {
    const next =
      editing === '' ? [...variants, variant] : variants.map((v) => (v === editing ? variant : v));
    void helpers.setValue(next);
    setEditing(null);
  };
  const remove = async (variant: string) => {
    if ((await confirm({ type: 'delete' })) !== 2) return;
    void helpers.setValue(variants.filter((v) => v !== variant));
  };

  return (
    <Field.Root invalid={meta.touched && error !== undefined}>
      <Field.Label>{t('field.variants')}</Field.Label>
      <Stack gap={1} w="full">
        {variants.length === 0 && <Text color="fg.muted">{t('field.noVariants')}</Text>}
        {variants.map((variant) => (
          <Flex key={variant} align="center" gap={2} borderBottomWidth="1px" py={1}>
            <Text flex="1" wordBreak="break-word">
              {variant}
            </Text>
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={t('field.editVariant', { variant })}
              onClick={() => setEditing(variant)}
            >
              <EditIcon />
            </IconButton>
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={t('field.removeVariant', { variant })}
              onClick={() => void remove(variant)}
            >
              <ClearIcon />
            </IconButton>
          </Flex>
        ))}
      </Stack>
      <Button size="sm" variant="outline" alignSelf="start" onClick={() => setEditing('')}>
        {t('field.addVariant')}
      </Button>
      <Field.ErrorText>{ruleMessage(error)}</Field.ErrorText>
      <VariantDialog
        editing={editing}
        others={variants.filter((v) => v !== editing)}
        onSave={save}
        onClose={() => setEditing(null)}
      />
    </Field.Root>
  );
}
