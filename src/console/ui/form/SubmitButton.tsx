import { Button } from '@chakra-ui/react';
import type { ButtonProps } from '@chakra-ui/react';

type SubmitButtonProps = { label: string; submitting: boolean } & Omit<
  ButtonProps,
  'children' | 'loading' | 'loadingText' | 'type'
>;

/**
 * A form's submit button: disabled with a spinner while submitting. The label stays beside
 * the spinner (Chakra hides it otherwise), so the button keeps its accessible name. Other
 * button props (width, when else it is disabled) pass through.
 */
export function SubmitButton({ label, submitting, ...rest }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      colorPalette="primary"
      {...rest}
      loading={submitting}
      loadingText={label}
      aria-busy={submitting}
    >
      {label}
    </Button>
  );
}
