// General settings (spec/console.md §2.18, §2.24): the event card, the app URL card, the status
// card and the event language.
import { Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { selectUpdateKey } from '../../events';
import { useEditedEvent } from '../editedEvent';
import { EventSettingsCard } from './EventSettingsCard';
import { EventStatusCard } from './EventStatusCard';

export function GeneralSettingsScreen() {
  const { t } = useTranslation('edit');
  const event = useEditedEvent();
  // A copy gets its key from the server: the card opens anew once it has one.
  const hasKey = useAppSelector((state) => selectUpdateKey(state, event) !== null);
  return (
    <Stack gap={5} maxW="3xl">
      <Heading as="h1" size="xl">
        {t('general.title')}
      </Heading>
      <EventSettingsCard key={`${event.eventId}:${String(hasKey)}`} />
      <EventStatusCard titleKey="general.statusCard" />
    </Stack>
  );
}
