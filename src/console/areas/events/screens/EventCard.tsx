import { AspectRatio, Box, Card, HStack, Image, Link, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { dashboardPath, eventFileUrl } from '../../../entities/events';
import type { EventView } from '../../../entities/events';
import { EventCardMenu } from './EventCardMenu';
import { EventDates } from '../../../ui/event';
import { PendingMarker } from '../../../ui/event';
import { StatusChip } from '../../../ui/event';
import type { EventActions } from '../../../ui/event';

/** One event of the list (spec/console.md §2.12). */
export function EventCard({ event, actions }: { event: EventView; actions: EventActions }) {
  const { t } = useTranslation('events');
  const title = event.title.trim() || t('list.untitled');
  return (
    <Card.Root as="article" overflow="hidden" size="sm">
      <AspectRatio ratio={16 / 9}>
        {event.mainImageId ? (
          <Image
            src={eventFileUrl(event.eventId, event.mainImageId, '_size_w600')}
            alt={title}
            loading="lazy"
            objectFit="cover"
          />
        ) : (
          <Box bg="bg.muted" aria-hidden="true" />
        )}
      </AspectRatio>
      <Card.Body gap={2}>
        <HStack justify="space-between" align="start" gap={2}>
          <Card.Title as="h2" fontSize="md" lineClamp={2} wordBreak="break-word">
            {/* The edit screens serve events of the list only: unarchive to edit. */}
            {event.isArchive ? (
              title
            ) : (
              <Link asChild colorPalette="primary" fontWeight="semibold">
                <RouterLink to={dashboardPath(event)}>{title}</RouterLink>
              </Link>
            )}
          </Card.Title>
          <EventCardMenu event={event} title={title} actions={actions} />
        </HStack>
        <EventDates startAt={event.startAt} endAt={event.endAt} fontSize="sm" />
        <Stack direction="row" gap={2} wrap="wrap">
          <StatusChip published={event.publishedAt !== undefined} />
          <PendingMarker count={event.pendingWrites} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
