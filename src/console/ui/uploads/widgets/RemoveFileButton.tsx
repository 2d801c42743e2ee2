// The widgets' delete (clear) button: empties the field's value; the file itself stays stored.
import { IconButton } from '@chakra-ui/react';
import { ClearIcon } from '../../../ui/widgetIcons';
import { useT } from '../../../app/useT';

export function RemoveFileButton(props: {
  label: string;
  disabled: boolean;
  onRemove: () => void;
}) {
  const t = useT('widgets');
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
