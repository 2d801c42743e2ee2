// Step 4's view: a progress bar over the batches the server has answered.
import { Stack, Text } from '@chakra-ui/react';
import { useNetworkOnline } from '../../../ui/useNetworkOnline';
import { useT } from '../../../app/useT';

export function RunStep({ done, total }: { done: number; total: number }) {
  const t = useT('participantsImport');
  const online = useNetworkOnline();
  return (
    <Stack gap={2}>
      <progress
        value={done}
        max={total}
        aria-label={t('run.progress')}
        style={{ width: '100%', height: '1rem' }}
      />
      <Text role="status">{t('run.sent', { done, total })}</Text>
      {!online && <Text color="fg.warning">{t('run.offline')}</Text>}
    </Stack>
  );
}
