// The typed code: one field, its error on the field, Enter or the button checks in.
import { Button, Field, Flex, Input } from '@chakra-ui/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { ScanError } from './useDoor';
import { useT } from '../../../app/useT';

export function CodeForm({ onScan }: { onScan: (code: string) => ScanError }) {
  const t = useT('checkin');
  const [code, setCode] = useState('');
  const [error, setError] = useState<ScanError>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const refused = onScan(code);
    setError(refused);
    if (!refused) setCode('');
  };
  return (
    <form onSubmit={submit} noValidate>
      <Field.Root invalid={error !== null}>
        <Field.Label>{t('code.label')}</Field.Label>
        <Flex gap={2} wrap="wrap" w="full">
          <Input
            flex="1 1 16rem"
            value={code}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => setCode(e.target.value)}
          />
          <Button type="submit" colorPalette="primary">
            {t('code.submit')}
          </Button>
        </Flex>
        {error ? (
          <Field.ErrorText>{t(`code.${error}`)}</Field.ErrorText>
        ) : (
          <Field.HelperText>{t('code.helper')}</Field.HelperText>
        )}
      </Field.Root>
    </form>
  );
}
