// The event status card of the dashboard and the general settings (spec/console.md §2.16,
// §2.18): 'published' with its date, or 'unpublished', and the toggle (queued, with the spec's
// messages).
import { Button, Card, HStack, Heading, Text } from '@chakra-ui/react';
import { PendingMarker, StatusChip, useEventActions, useEventDateFormat } from '../../../ui/event';
import { useEditedEvent, useEditedEventMay } from '../../../entities/events';
import { useT } from '../../../app/useT';

export function EventStatusCard({ titleKey }: { titleKey: string }) {
  const t = useT('edit');
  const te = useT('events');
  const event = useEditedEvent();
  const actions = useEventActions();
  const formatDate = useEventDateFormat();
  const published = event.publishedAt !== undefined;
  // Only the owner publishes (issue 24): others read the status.
  const mayPublish = useEditedEventMay('publish');
  return (
    <Card.Root as="section" aria-labelledby="event-status-title">
      <Card.Header>
        <Heading as="h2" size="md" id="event-status-title">
          {t(titleKey)}
        </Heading>
      </Card.Header>
      <Card.Body gap={3}>
        <HStack gap={3} wrap="wrap">
          <StatusChip published={published} />
          {event.publishedAt !== undefined && (
            <Text fontSize="sm" color="fg.muted">
              {te('status.publishedAt', { date: formatDate(event.publishedAt) })}
            </Text>
          )}
          <PendingMarker count={event.pendingWrites} />
        </HStack>
      </Card.Body>
      {mayPublish && (
        <Card.Footer>
          <Button
            w={{ base: 'full', sm: 'auto' }}
            colorPalette="primary"
            variant={published ? 'outline' : 'solid'}
            onClick={() => void (published ? actions.unpublish(event) : actions.publish(event))}
          >
            {te(published ? 'action.unpublish' : 'action.publish')}
          </Button>
        </Card.Footer>
      )}
    </Card.Root>
  );
}
