import { Alert, CloseButton } from '@chakra-ui/react';
import { useT } from '../../../app/useT';

/** The inline half of an auth screen's failure report (the notification is the other half). */
export function FailureAlert({ text, onDismiss }: { text: string | null; onDismiss: () => void }) {
  const t = useT();
  if (text === null) return null;
  return (
    <Alert.Root status="error" role="alert" alignItems="start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('error.title')}</Alert.Title>
        <Alert.Description>{text}</Alert.Description>
      </Alert.Content>
      <CloseButton
        size="sm"
        mt={-1}
        me={-1}
        aria-label={t('auth:failure.dismiss')}
        onClick={onDismiss}
      />
    </Alert.Root>
  );
}
