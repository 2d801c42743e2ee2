// The rows an import refuses (each broken rule, on its field) and the rows already present,
// as the dry run and the result show them.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ImportField } from './importTable';
import type { ImportOutcome } from './outcome';
import { useT } from '../../../app/useT';

function RowList({ title, items, testId }: { title: string; items: string[]; testId: string }) {
  if (items.length === 0) return null;
  return (
    <Stack gap={2}>
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {/* Focusable, so a keyboard can scroll a long list. */}
      <Box
        maxH="50vh"
        overflowY="auto"
        tabIndex={0}
        aria-label={title}
        borderWidth="1px"
        rounded="md"
        p={2}
      >
        <Stack as="ul" listStyleType="none" gap={1} data-testid={testId}>
          {items.map((text, i) => (
            <Text as="li" key={i} textStyle="sm">
              {text}
            </Text>
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}

export function OutcomeLists({
  outcome,
  fields,
}: {
  outcome: ImportOutcome;
  fields: readonly ImportField[];
}) {
  const t = useT(['participantsImport', 'rules']);
  const nameOf = (fieldId: string) => fields.find((f) => f.fieldId === fieldId)?.name ?? fieldId;
  const refusals = outcome.refused.map((r) =>
    t('outcome.refusal', {
      row: r.rowNumber,
      field: nameOf(r.fieldId),
      reason: t([`participantsImport:rule.${r.rule}`, `rules:rule.${r.rule}`]),
    }),
  );
  const present = outcome.present.map((row) => t('outcome.presentRow', { row }));
  return (
    <>
      <RowList title={t('outcome.refusedList')} items={refusals} testId="import-refusals" />
      <RowList title={t('outcome.presentList')} items={present} testId="import-present" />
    </>
  );
}
