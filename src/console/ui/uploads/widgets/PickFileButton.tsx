// A button that opens the file chooser, over a hidden file input. The input is cleared after
// every choice, so choosing the same file again (after a refusal) is seen again.
import { Button, chakra } from '@chakra-ui/react';
import { useRef } from 'react';
import { UploadIcon } from '../../../ui/icons';

interface PickFileButtonProps {
  accept?: string;
  /** The field's label, for the input's accessible name. */
  label: string;
  text: string;
  disabled?: boolean;
  describedBy?: string;
  onFile: (file: File) => void;
}

export function PickFileButton(props: PickFileButtonProps) {
  const { accept, label, text, disabled, describedBy, onFile } = props;
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <chakra.input
        ref={input}
        type="file"
        accept={accept}
        aria-label={label}
        tabIndex={-1}
        display="none"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (file) onFile(file);
        }}
      />
      <Button
        size="sm"
        variant="outline"
        colorPalette="primary"
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={() => input.current?.click()}
      >
        <UploadIcon />
        {text}
      </Button>
    </>
  );
}
