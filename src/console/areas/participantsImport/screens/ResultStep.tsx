// The import's result, read back from the server after the queue sent every batch: rows this
// import created, rows refused and why, rows already present, and batches the server refused.
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { QueuedWrite } from '../../../../client/queue';
import { useRefusalText } from '../../../ui/serverRefusal';
import type { ImportField } from './importTable';
import { OutcomeLists } from './OutcomeLists';
import type { ImportOutcome } from './outcome';
import { refusedRows } from './outcome';
import { useT } from '../../../app/useT';

interface ResultStepProps {
  outcome: ImportOutcome;
  fields: readonly ImportField[];
  refusedBatches: readonly QueuedWrite[];
  onAgain: () => void;
}

export function ResultStep({ outcome, fields, refusedBatches, onAgain }: ResultStepProps) {
  const t = useT('participantsImport');
  const refusalText = useRefusalText();
  const messages = [...new Set(refusedBatches.map((w) => refusalText(w.error ?? '')))];
  return (
    <Stack gap={4}>
      <Stack gap={1} role="status" data-testid="import-result">
        <Text fontWeight="semibold">{t('result.created', { count: outcome.before.length })}</Text>
        <Text>{t('result.refused', { count: refusedRows(outcome).length })}</Text>
        <Text>{t('result.present', { count: outcome.present.length })}</Text>
        {outcome.created.length > 0 && (
          <Text color="fg.error">{t('result.notImported', { count: outcome.created.length })}</Text>
        )}
        {messages.map((m) => (
          <Text key={m} color="fg.error">
            {m}
          </Text>
        ))}
      </Stack>
      <OutcomeLists outcome={outcome} fields={fields} />
      <Flex gap={2} wrap="wrap">
        <Button asChild colorPalette="primary">
          <RouterLink to=".." relative="path">
            {t('result.toList')}
          </RouterLink>
        </Button>
        <Button variant="outline" onClick={onAgain}>
          {t('result.again')}
        </Button>
      </Flex>
    </Stack>
  );
}
