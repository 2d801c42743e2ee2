import { Alert, Box, Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { startReplay } from './replayMode';
import { useT } from '../../app/useT';

/** Opens a diagnostics bundle (from 'Download diagnostics') for a read-only look. */
export function ReplayScreen() {
  const t = useT('replay');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  const open = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    try {
      startReplay(await file.text());
    } catch (e) {
      setError(t('invalid', { reason: e instanceof Error ? e.message : String(e) }));
    }
  };

  return (
    <Box as="form" onSubmit={open} maxW="lg" mx="auto" p={{ base: 4, md: 8 }}>
      <Stack gap={4}>
        <Heading as="h1" size="lg">
          {t('title')}
        </Heading>
        <Text color="fg.muted">{t('intro')}</Text>
        {error && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        )}
        <Field.Root>
          <Field.Label>{t('file')}</Field.Label>
          <Input
            type="file"
            accept="application/json,.json"
            p={1}
            onChange={(e) => {
              setError(null);
              setFile(e.target.files?.[0] ?? null);
            }}
          />
        </Field.Root>
        <Button type="submit" colorPalette="primary" disabled={!file} alignSelf="flex-start">
          {t('open')}
        </Button>
      </Stack>
    </Box>
  );
}
