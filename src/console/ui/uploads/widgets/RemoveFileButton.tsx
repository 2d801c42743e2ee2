// The widgets' delete (clear) button: empties the field's value; the file itself stays stored.
import { IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ClearIcon } from '../../../ui/widgetIcons';

export function RemoveFileButton(props: {
  label: string;
  disabled: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation('widgets');
  return (
    <IconButton
      aria-label={t('upload.remove', { label: props.label })}
      variant="outline"
      size="sm"
      disabled={props.disabled}
      onClick={props.onRemove}
    >
      <ClearIcon />
    </IconButton>
  );
}
