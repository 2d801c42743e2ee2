// Step 3, the dry run: what the import would create (the count and the first rows), every row
// it would refuse and why, and the rows already present. Nothing is written yet.
import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ImportField, Table } from './importTable';
import { OutcomeLists } from './OutcomeLists';
import type { ImportOutcome } from './outcome';
import { refusedRows } from './outcome';
import { useT } from '../../../app/useT';

const FIRST_ROWS = 5;

interface CheckStepProps {
  outcome: ImportOutcome;
  table: Table;
  fields: readonly ImportField[];
  mapping: readonly string[];
  onImport: () => void;
  onBack: () => void;
}

export function CheckStep({ outcome, table, fields, mapping, onImport, onBack }: CheckStepProps) {
  const t = useT('participantsImport');
  const used = mapping.flatMap((key, column) => (key ? [column] : []));
  const first = outcome.created.slice(0, FIRST_ROWS).map((row) => {
    const cells = table.rows[row - 2] ?? [];
    return t('check.firstRow', { row, values: used.map((c) => cells[c] ?? '').join(' · ') });
  });
  return (
    <Stack gap={4}>
      <Stack gap={1} role="status" data-testid="import-check-counts">
        <Text fontWeight="semibold">{t('check.created', { count: outcome.created.length })}</Text>
        <Text>{t('check.refused', { count: refusedRows(outcome).length })}</Text>
        <Text>{t('check.present', { count: outcome.present.length })}</Text>
      </Stack>
      {first.length > 0 && (
        <Stack gap={2}>
          <Heading as="h3" size="sm">
            {t('check.firstRows')}
          </Heading>
          <Stack as="ul" listStyleType="none" gap={1}>
            {first.map((text) => (
              <Text as="li" key={text} textStyle="sm">
                {text}
              </Text>
            ))}
          </Stack>
        </Stack>
      )}
      <OutcomeLists outcome={outcome} fields={fields} />
      <Flex gap={2} wrap="wrap">
        <Button colorPalette="primary" onClick={onImport} disabled={outcome.created.length === 0}>
          {t('check.import', { count: outcome.created.length })}
        </Button>
        <Button variant="outline" onClick={onBack}>
          {t('check.back')}
        </Button>
      </Flex>
    </Stack>
  );
}
