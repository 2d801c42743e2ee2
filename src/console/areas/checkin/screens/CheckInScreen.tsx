// The door: a typed code or the camera checks a participant in through the write queue; the
// live count and the answer to each scan are announced to screen readers.
import { Alert, Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useEditedEvent } from '../../../entities/events';
import { CodeForm } from './CodeForm';
import { ScanResult } from './ScanResult';
import { outcomeOf } from './scanOutcome';
import { useDoor } from './useDoor';
import { useT } from '../../../app/useT';

const CameraScanner = lazy(async () => ({
  default: (await import('./CameraScanner')).CameraScanner,
}));

export function CheckInScreen() {
  const t = useT('checkin');
  const event = useEditedEvent();
  const { view, scans, scan } = useDoor(event.eventId);
  const [camera, setCamera] = useState(false);
  const waiting = view.waiting.size;

  return (
    <Stack px={{ base: 3, md: 6 }} py={{ base: 4, md: 6 }} gap={5} maxW="3xl">
      <Heading as="h1" size="xl">
        {t('title')}
      </Heading>
      <Stack gap={1} role="status" aria-live="polite" data-testid="check-in-count">
        <Text fontSize="lg" fontWeight="semibold">
          {t('count', { count: view.count })}
        </Text>
        {waiting > 0 && <Text color="fg.muted">{t('waitingCount', { count: waiting })}</Text>}
      </Stack>
      {!event.qrIsVisible && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Description>
            {t('qrOff')}{' '}
            <Link asChild fontWeight="medium">
              <RouterLink to="../registration/format">{t('qrOffLink')}</RouterLink>
            </Link>
          </Alert.Description>
        </Alert.Root>
      )}
      <CodeForm onScan={scan} />
      <Stack gap={3} align="flex-start">
        <Button variant="outline" onClick={() => setCamera((on) => !on)} aria-pressed={camera}>
          {t(camera ? 'camera.stop' : 'camera.start')}
        </Button>
        {camera && (
          <Suspense fallback={null}>
            <CameraScanner onCode={(code) => void scan(code)} />
          </Suspense>
        )}
      </Stack>
      <Stack
        as="ul"
        aria-label={t('scans')}
        listStyleType="none"
        gap={2}
        aria-live="polite"
        aria-relevant="additions text"
      >
        {scans.map((s, index) => (
          <li key={s.id}>
            <ScanResult outcome={outcomeOf(view, s)} latest={index === 0} />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
