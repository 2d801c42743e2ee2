import { AspectRatio, Box, Card, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { dashboardPath } from '../../../entities/events';
import { useFileSrc } from '../../../entities/files';
import type { EventView } from '../../../entities/events';
import { EventCardMenu } from './EventCardMenu';
import { EventDates } from '../../../ui/event';
import { PendingMarker } from '../../../ui/event';
import { StatusChip } from '../../../ui/event';
import type { EventActions } from '../../../ui/event';
import { RoleBadge } from '../../../ui/event';
import type { Membership } from '../../../../../generated/manager/team_pb';
import { isRole } from '../../../../common/teamRights';
import { useT } from '../../../app/useT';

interface EventCardProps {
  event: EventView;
  actions: EventActions;
  /** The user's membership when the event is someone else's (issue 24). */
  membership?: Membership | undefined;
}

/** Equal field by field; the few object fields (theme, place…) by their JSON. */
function sameEvent(a: EventView, b: EventView): boolean {
  if (a === b) return true;
  const keys = Object.keys(a) as (keyof EventView)[];
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every(
    (key) =>
      Object.is(a[key], b[key]) ||
      (typeof a[key] === 'object' && JSON.stringify(a[key]) === JSON.stringify(b[key])),
  );
}

/**
 * One event of the list (spec/console.md §2.12). The list rebuilds every event's view on any
 * change (the live snapshot after a reload, a queued write): a card renders again only when its
 * own event changed, so the snapshot that repeats the stored list costs no render (issue 14).
 */
export const EventCard = memo(
  function EventCard({ event, actions, membership }: EventCardProps) {
    const t = useT('events');
    const title = event.title.trim() || t('list.untitled');
    const role = membership && isRole(membership.role) ? membership.role : null;
    const image = useFileSrc(event.eventId, event.mainImageId, '_size_w600');
    return (
      <Card.Root as="article" overflow="hidden" size="sm">
        <AspectRatio ratio={16 / 9}>
          {event.mainImageId ? (
            <Image src={image} alt={title} loading="lazy" objectFit="cover" />
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
            <EventCardMenu event={event} title={title} actions={actions} owner={!membership} />
          </HStack>
          <EventDates startAt={event.startAt} endAt={event.endAt} fontSize="sm" />
          {membership && (
            <Text fontSize="sm" color="fg.muted">
              {t('list.memberOf', { org: membership.ownerOrgName })}
            </Text>
          )}
          <Stack direction="row" gap={2} wrap="wrap">
            <StatusChip published={event.publishedAt !== undefined} />
            <PendingMarker count={event.pendingWrites} />
            {role && (
              <span title={t('list.yourRole', { role: t(`role.${role}`) })}>
                <RoleBadge role={role} />
              </span>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
    );
  },
  (before, after) =>
    before.actions === after.actions &&
    before.membership === after.membership &&
    sameEvent(before.event, after.event),
);
