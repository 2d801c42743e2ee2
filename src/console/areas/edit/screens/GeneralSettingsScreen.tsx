// General settings (spec/console.md §2.18, §2.24): the event card, the app URL card, the event
// language and the status card, under one unsaved-changes guard.
import { Heading, Stack } from '@chakra-ui/react';
import { useAppSelector } from '../../../app/hooks';
import { selectLanguagePending, selectUpdateKey } from '../../../entities/events';
import { useEditedEvent, useEditedEventMay } from '../../../entities/events';
import { AppUrlCard } from './AppUrlCard';
import { EventLanguageCard } from './EventLanguageCard';
import { EventSettingsCard } from './EventSettingsCard';
import { EventStatusCard } from './EventStatusCard';
import { ScreenGuard } from './screenGuard';
import { useT } from '../../../app/useT';

export function GeneralSettingsScreen() {
  const t = useT('edit');
  const event = useEditedEvent();
  // A copy gets its key from the server, and another language brings other texts: the card
  // opens anew then. Until the server has switched the language, the texts held are the old
  // language's: the card waits, so that no save writes them into the new one.
  const mayDomain = useEditedEventMay('domain');
  const hasKey = useAppSelector((state) => selectUpdateKey(state, event) !== null);
  const switching = useAppSelector((state) => selectLanguagePending(state, event.eventId));
  return (
    <ScreenGuard>
      <Stack gap={5} maxW="3xl">
        <Heading as="h1" size="xl">
          {t('general.title')}
        </Heading>
        <EventSettingsCard
          key={`${event.eventId}:${event.language}:${String(hasKey)}:${String(switching)}`}
          switching={switching}
        />
        {/* The custom domain is the owner's (issue 24). */}
        {mayDomain && <AppUrlCard key={event.eventId} />}
        <EventLanguageCard />
        <EventStatusCard titleKey="general.statusCard" />
      </Stack>
    </ScreenGuard>
  );
}
