import type { ButtonProps } from '@chakra-ui/react';
import { BusyButton } from '../BusyButton';

type SubmitButtonProps = { label: string; submitting: boolean } & Omit<
  ButtonProps,
  'children' | 'loading' | 'loadingText' | 'type'
>;

/**
 * A form's submit button: disabled with a spinner while submitting, its label beside the
 * spinner (ui/BusyButton). Other button props (width, when else it is disabled) pass through.
 */
export function SubmitButton({ label, submitting, ...rest }: SubmitButtonProps) {
  return (
    <BusyButton type="submit" colorPalette="primary" {...rest} loading={submitting}>
      {label}
    </BusyButton>
  );
}
