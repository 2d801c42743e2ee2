// Step 2: each column of the file goes to a field of the registration or survey form, or is
// skipped. Columns named as a field start matched; a field takes one column at most.
import { Field, Flex, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { REGISTRATION_FORM_ID } from '../../../../common/forms';
import type { ImportField, Table } from './importTable';
import { useT } from '../../../app/useT';
import { BusyButton } from '../../../ui/BusyButton';

interface MappingStepProps {
  table: Table;
  fields: readonly ImportField[];
  mapping: readonly string[];
  onChange: (mapping: string[]) => void;
  onCheck: () => void;
  checking: boolean;
}

export function MappingStep({
  table,
  fields,
  mapping,
  onChange,
  onCheck,
  checking,
}: MappingStepProps) {
  const t = useT('participantsImport');
  const twice = fields.filter((f) => mapping.filter((k) => k === f.key).length > 1);
  const groups = [
    { label: t('map.userData'), fields: fields.filter((f) => f.formId === REGISTRATION_FORM_ID) },
    { label: t('map.survey'), fields: fields.filter((f) => f.formId !== REGISTRATION_FORM_ID) },
  ].filter((g) => g.fields.length > 0);
  const set = (column: number, key: string) =>
    onChange(mapping.map((k, i) => (i === column ? key : k)));

  return (
    <Stack gap={4}>
      <Text color="fg.muted">{t('map.hint')}</Text>
      <Stack as="ul" listStyleType="none" gap={3}>
        {table.header.map((title, column) => {
          const sample = table.rows.find((r) => (r[column] ?? '').trim() !== '')?.[column] ?? '';
          const label = title || t('map.untitled', { n: column + 1 });
          return (
            <li key={column}>
              <Field.Root>
                <Flex gap={{ base: 1, md: 4 }} direction={{ base: 'column', md: 'row' }} w="full">
                  <Stack gap={0} flex="1" minW={0}>
                    <Field.Label>{label}</Field.Label>
                    <Text textStyle="sm" color="fg.muted" truncate>
                      {t('map.sample', { value: sample })}
                    </Text>
                  </Stack>
                  <NativeSelect.Root flex="1" size="sm">
                    <NativeSelect.Field
                      value={mapping[column] ?? ''}
                      onChange={(e) => set(column, e.target.value)}
                    >
                      <option value="">{t('map.skip')}</option>
                      {groups.map((g) => (
                        <optgroup key={g.label} label={g.label}>
                          {g.fields.map((f) => (
                            <option key={f.key} value={f.key}>
                              {f.name}
                            </option>
                          ))}
                        </optgroup>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Flex>
              </Field.Root>
            </li>
          );
        })}
      </Stack>
      {twice.map((f) => (
        <Text key={f.key} color="fg.error" role="alert">
          {t('map.twice', { field: f.name })}
        </Text>
      ))}
      <Flex>
        <BusyButton
          colorPalette="primary"
          onClick={onCheck}
          loading={checking}
          disabled={twice.length > 0 || mapping.every((k) => k === '')}
        >
          {t('map.check')}
        </BusyButton>
      </Flex>
    </Stack>
  );
}
