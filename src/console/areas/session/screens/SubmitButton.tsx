import { Button } from '@chakra-ui/react';

/**
 * The form's submit button: disabled with a spinner while submitting. The label stays beside
 * the spinner (Chakra hides it otherwise), so the button keeps its accessible name.
 */
export function SubmitButton({ label, submitting }: { label: string; submitting: boolean }) {
  return (
    <Button
      type="submit"
      colorPalette="primary"
      loading={submitting}
      loadingText={label}
      aria-busy={submitting}
    >
      {label}
    </Button>
  );
}
