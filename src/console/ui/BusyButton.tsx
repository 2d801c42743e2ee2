// A button that can show it is busy and still says what it is. Chakra's Button hides its label
// while `loading` (visibility: hidden, so out of the accessibility tree too) unless it is given
// a `loadingText`: a screen reader then meets a nameless button (axe: button-name). This one
// keeps its label beside the spinner (its own loadingText, or its children) and says busy.
import { Button } from '@chakra-ui/react';
import type { ButtonProps } from '@chakra-ui/react';
import { forwardRef } from 'react';

export const BusyButton = forwardRef<HTMLButtonElement, ButtonProps>(function BusyButton(
  { loading = false, loadingText, children, ...rest },
  ref,
) {
  return (
    <Button
      ref={ref}
      {...rest}
      loading={loading}
      loadingText={loadingText ?? children}
      aria-busy={loading || undefined}
    >
      {children}
    </Button>
  );
});
