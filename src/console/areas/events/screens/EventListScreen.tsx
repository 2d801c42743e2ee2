import { Box, Card, Heading, SimpleGrid, Skeleton, SkeletonText, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { LIVE_TARGETS } from '../../../../common/liveTargets';
import { useLiveTarget } from '../../../live/useLiveTarget';
import { selectEventList } from '../../../entities/events';
import { EventCard } from './EventCard';
import { NewEventCard } from './NewEventCard';
import { useEventActions } from '../../../ui/event';

const GRID_COLUMNS = { base: 1, sm: 2, lg: 3, '2xl': 4 } as const;
const SKELETON_CARDS = 3;

/** spec/console.md §2.12: the organiser's events, live, with their queued changes applied. */
export function EventListScreen() {
  const { t } = useTranslation('events');
  const current = useLiveTarget(LIVE_TARGETS.events.path({}));
  const events = useAppSelector(selectEventList);
  const actions = useEventActions();
  // Persisted events show at once; only an empty list waits for the first snapshot.
  const loading = !current && events.length === 0;

  return (
    <Box px={{ base: 3, md: 6 }} py={{ base: 4, md: 6 }}>
      <Heading as="h1" size="xl" mb={4}>
        {t('list.title')}
      </Heading>
      {loading ? (
        <SimpleGrid
          columns={GRID_COLUMNS}
          gap={4}
          role="status"
          aria-busy="true"
          aria-label={t('list.loading')}
        >
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <Card.Root key={i} size="sm" overflow="hidden">
              <Skeleton aspectRatio={16 / 9} />
              <Card.Body>
                <SkeletonText noOfLines={3} />
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      ) : (
        <>
          {events.length === 0 && (
            <Text color="fg.muted" mb={4}>
              {t('list.empty')}
            </Text>
          )}
          <SimpleGrid columns={GRID_COLUMNS} gap={4}>
            {events.map((event) => (
              <EventCard key={event.eventId} event={event} actions={actions} />
            ))}
            <NewEventCard />
          </SimpleGrid>
        </>
      )}
    </Box>
  );
}
