// Event place (spec §2.9): the venue's main card, its additional sections and its locations.
// Follows the event's locations and sections while open.
import { Heading, Stack } from '@chakra-ui/react';
import { useAppSelector } from '../../../app/hooks';
import { LIVE_TARGETS } from '../../../../common/liveTargets';
import { useLiveTarget } from '../../../live/useLiveTarget';
import { selectCmsView } from '../../../entities/cms';
import { useEditedEvent } from '../../../entities/events';
import { selectTranslationView } from '../../../entities/translations';
import { LocationsCard } from './LocationsCard';
import { PlaceProfileCard } from './PlaceProfileCard';
import { SectionsCard } from './SectionsCard';
import { useT } from '../../../app/useT';

const PLACE_LOCATIONS = 'tr.place_locations';

export function PlaceScreen() {
  const t = useT('cms');
  const event = useEditedEvent();
  const { eventId, language } = event;
  useLiveTarget(LIVE_TARGETS.locations.path({ eventId }));
  useLiveTarget(LIVE_TARGETS.cmsSections.path({ eventId }));
  const view = useAppSelector((s) => selectCmsView(s, event));
  const wording = useAppSelector((s) => selectTranslationView(s, eventId, language))[
    PLACE_LOCATIONS
  ];
  return (
    <Stack gap={5} maxW="4xl">
      <Heading as="h1" size="xl">
        {t('place.title')}
      </Heading>
      <PlaceProfileCard key={`${eventId}:${language}`} eventId={eventId} place={view.place} />
      <SectionsCard
        eventId={eventId}
        kind="place"
        sections={view.sections}
        title={t('sections.title')}
      />
      <LocationsCard eventId={eventId} locations={view.locations} wording={wording ?? ''} />
    </Stack>
  );
}
