import { Card, SimpleGrid, Skeleton, SkeletonText, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useAppSelector } from '../../../app/hooks';
import type { RootState } from '../../../app/store';
import type { EventView } from '../../../entities/events';
import { useLiveTarget } from '../../../live/useLiveTarget';
import { useArrivalShown } from '../../../ui/useArrivalShown';
import { useEventActions } from '../../../ui/event';
import { MemberEventsEffect, useMemberEvents } from '../../../ui/event';
import { EventCard } from './EventCard';
import { useProgressiveCount } from './useProgressiveCount';

const GRID_COLUMNS = { base: 1, sm: 2, lg: 3, '2xl': 4 } as const;
const SKELETON_CARDS = 3;

interface EventGridProps {
  /** The live target that delivers these events; listened to while the grid shows. */
  target: string;
  select: (state: RootState) => EventView[];
  /** The words of a list that is loading and of one that is empty. */
  loadingLabel: string;
  emptyText: string;
  /** A card after the events (the new-event card of the current list). */
  last?: ReactNode;
}

/** The event cards of one list (current or archived), live, with their queued changes applied. */
export function EventGrid({ target, select, loadingLabel, emptyText, last }: EventGridProps) {
  const current = useLiveTarget(target);
  useMemberEvents();
  const events = useAppSelector(select);
  const memberOf = useAppSelector((state) => state.memberships.entities);
  const actions = useEventActions();
  const shown = useProgressiveCount(events.length);
  // Persisted events show without waiting for the snapshot; an empty list waits for it. Cards
  // that arrive after the grid mounted mount in a transition (ui/useArrivalShown).
  const arrived = useArrivalShown(current || events.length > 0);
  if (!arrived) {
    return (
      <>
        <MemberEventsEffect />
        <SimpleGrid
          columns={GRID_COLUMNS}
          gap={4}
          role="status"
          aria-busy="true"
          aria-label={loadingLabel}
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
      </>
    );
  }
  return (
    <>
      <MemberEventsEffect />
      {events.length === 0 && (
        <Text color="fg.muted" mb={4}>
          {emptyText}
        </Text>
      )}
      <SimpleGrid columns={GRID_COLUMNS} gap={4}>
        {events.slice(0, shown).map((event) => (
          <EventCard
            key={event.eventId}
            event={event}
            actions={actions}
            membership={memberOf[event.eventId]}
          />
        ))}
        {shown === events.length && last}
      </SimpleGrid>
    </>
  );
}
