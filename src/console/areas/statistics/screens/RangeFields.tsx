// The range of the daily figures: from / to dates (UTC days) that apply as soon as they make a
// range the server accepts (else the reason shows under them and the last good range stays),
// and an optional client id that narrows the figures to one attendee's device when submitted.
import { Button, Field, HStack, Input, SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { CLIENT_ID_PATTERN } from '../../../../common/rules';
import { DateField } from '../../../ui/dateField';
import { rangeProblem } from '../statsRange';
import type { DateRange } from '../statsRange';
import { useT } from '../../../app/useT';

interface RangeFieldsProps {
  initial: DateRange;
  onRange: (range: DateRange) => void;
  clientId: string;
  onClientId: (clientId: string) => void;
}

export function RangeFields({ initial, onRange, clientId, onClientId }: RangeFieldsProps) {
  const t = useT('statistics');
  const [draft, setDraft] = useState(initial);
  const [clientDraft, setClientDraft] = useState(clientId);
  const [clientInvalid, setClientInvalid] = useState(false);
  const problem = rangeProblem(draft);

  const change = (field: keyof DateRange, value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    if (rangeProblem(next) === null) onRange(next);
  };
  const submitClient = (event: FormEvent) => {
    event.preventDefault();
    const value = clientDraft.trim();
    const valid = value === '' || CLIENT_ID_PATTERN.test(value);
    setClientInvalid(!valid);
    if (valid) onClientId(value);
  };

  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap={4} alignItems="start">
      <DateField
        label={t('range.from')}
        value={draft.startDate}
        onChange={(value) => change('startDate', value)}
        error={problem === 'startDate' ? t('range.problem.startDate') : undefined}
      />
      <DateField
        label={t('range.to')}
        value={draft.endDate}
        onChange={(value) => change('endDate', value)}
        error={problem && problem !== 'startDate' ? t(`range.problem.${problem}`) : undefined}
        helperText={t('range.utc')}
      />
      <form onSubmit={submitClient} noValidate>
        <Field.Root invalid={clientInvalid}>
          <Field.Label>{t('client.label')}</Field.Label>
          <HStack gap={2} w="full">
            <Input
              value={clientDraft}
              onChange={(e) => setClientDraft(e.target.value)}
              placeholder={t('client.placeholder')}
              autoComplete="off"
              spellCheck={false}
            />
            <Button type="submit" variant="outline" colorPalette="primary">
              {t('client.show')}
            </Button>
          </HStack>
          <Field.ErrorText>{t('client.invalid')}</Field.ErrorText>
          {!clientInvalid && (
            <Field.HelperText>
              {clientId ? t('client.showing', { clientId }) : t('client.hint')}
            </Field.HelperText>
          )}
        </Field.Root>
      </form>
    </SimpleGrid>
  );
}
