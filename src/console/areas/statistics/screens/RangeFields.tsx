// The range of the daily figures: from / to dates (UTC days) that apply as soon as they make a
// range the server accepts (else the reason shows under them and the last good range stays),
// and an optional client id that narrows the figures to one attendee's device when submitted.
import { Button, Field, HStack, Input, SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_ID_PATTERN } from '../../../../common/rules';
import { rangeProblem } from '../statsRange';
import type { DateRange } from '../statsRange';

interface RangeFieldsProps {
  initial: DateRange;
  onRange: (range: DateRange) => void;
  clientId: string;
  onClientId: (clientId: string) => void;
}

export function RangeFields({ initial, onRange, clientId, onClientId }: RangeFieldsProps) {
  const { t } = useTranslation('statistics');
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
      <Field.Root invalid={problem === 'startDate'}>
        <Field.Label>{t('range.from')}</Field.Label>
        <Input
          type="date"
          value={draft.startDate}
          max={draft.endDate || undefined}
          onChange={(e) => change('startDate', e.target.value)}
        />
        <Field.ErrorText>{t('range.problem.startDate')}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={problem !== null && problem !== 'startDate'}>
        <Field.Label>{t('range.to')}</Field.Label>
        <Input
          type="date"
          value={draft.endDate}
          min={draft.startDate || undefined}
          onChange={(e) => change('endDate', e.target.value)}
        />
        <Field.ErrorText>
          {problem && problem !== 'startDate' ? t(`range.problem.${problem}`) : ''}
        </Field.ErrorText>
        {!problem && <Field.HelperText>{t('range.utc')}</Field.HelperText>}
      </Field.Root>
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
