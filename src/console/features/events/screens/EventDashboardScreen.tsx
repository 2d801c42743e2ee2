import { Box, Button, Heading, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { useLiveTarget } from '../../../live/useLiveTarget';
import { selectEventByKey } from '../eventsSelectors';
import { EventDates } from './EventDates';
import { EventRenameForm } from './EventRenameForm';
import { PendingMarker } from './PendingMarker';
import { StatusChip } from './StatusChip';
import { useEventActions } from './useEventActions';
import { useEventDateFormat } from './useEventDateFormat';

function BackToList() {
  const { t } = useTranslation('events');
  return (
    <Link asChild colorPalette="primary">
      <RouterLink to="/">
        <span aria-hidden="true">← </span>
        {t('dashboard.backToList')}
      </RouterLink>
    </Link>
  );
}

/**
 * A first dashboard (spec/console.md §2.16) until the edit shell comes: the event's title with
 * a minimal rename, dates and status with the publish toggle. The key is the extKey, or the id
 * of a queued create.
 */
export function EventDashboardScreen() {
  const { t } = useTranslation('events');
  const { eventKey = '' } = useParams();
  const current = useLiveTarget('events');
  const event = useAppSelector((state) => selectEventByKey(state, eventKey));
  const actions = useEventActions();
  const formatDate = useEventDateFormat();

  if (!event) {
    return (
      <Stack px={{ base: 3, md: 6 }} py={{ base: 4, md: 6 }} gap={4}>
        {current ? (
          <>
            <Heading as="h1" size="lg">
              {t('dashboard.notFound')}
            </Heading>
            <BackToList />
          </>
        ) : (
          <Stack gap={3} role="status" aria-busy="true" aria-label={t('dashboard.loading')}>
            <Skeleton height="8" maxW="md" />
            <Skeleton height="5" maxW="xs" />
          </Stack>
        )}
      </Stack>
    );
  }

  const published = event.publishedAt !== undefined;
  return (
    <Stack px={{ base: 3, md: 6 }} py={{ base: 4, md: 6 }} gap={5} maxW="3xl">
      <BackToList />
      <Box>
        <Heading as="h1" size="xl" wordBreak="break-word">
          {event.title.trim() || t('list.untitled')}
        </Heading>
        <EventDates startAt={event.startAt} endAt={event.endAt} showNone mt={1} />
      </Box>
      <EventRenameForm key={event.eventId} event={event} />
      <Stack as="section" aria-labelledby="event-status" gap={3}>
        <Heading as="h2" size="md" id="event-status">
          {t('dashboard.status')}
        </Heading>
        <HStack gap={3} wrap="wrap">
          <StatusChip published={published} />
          {event.publishedAt !== undefined && (
            <Text fontSize="sm" color="fg.muted">
              {t('status.publishedAt', { date: formatDate(event.publishedAt) })}
            </Text>
          )}
          <PendingMarker count={event.pendingWrites} />
        </HStack>
        <Button
          alignSelf={{ base: 'stretch', sm: 'start' }}
          colorPalette="primary"
          variant={published ? 'outline' : 'solid'}
          onClick={() => void (published ? actions.unpublish(event) : actions.publish(event))}
        >
          {t(published ? 'action.unpublish' : 'action.publish')}
        </Button>
      </Stack>
    </Stack>
  );
}
