// A queued write named in words for the failed-writes list ("Deletion of the location «Hall A»
// of the event «Forum»"), by its definition's name (shell:failed.write.*, then by its entity,
// then a plain "Change"), with the title of the event it concerns when it concerns one and the
// name of the item it changes: from its request, or, for a delete, from the item as stored.
import { useCallback } from 'react';
import { useAppSelector } from '../../../app/hooks';
import type { RootState } from '../../../app/store';
import type { QueuedWrite } from '../../../../client/queue';
import { selectEventViews } from '../../../entities/events';
import { useT } from '../../../app/useT';

interface NamedRequest {
  eventId?: unknown;
  title?: unknown;
  name?: unknown;
  locationId?: unknown;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const requestOf = (write: QueuedWrite) => (write.call.request ?? {}) as NamedRequest;

/**
 * The stored locations, whose names a delete's request lacks (null while the content's code has
 * not loaded: the key is dormant then).
 */
const NONE: Readonly<Record<string, { name: string } | undefined>> = {};
const selectLocationNames = (s: RootState) =>
  (s.locations as RootState['locations'] | null)?.entities ?? NONE;

export function useWriteLabel(): (write: QueuedWrite) => string {
  const t = useT('shell');
  const events = useAppSelector(selectEventViews);
  const locations = useAppSelector(selectLocationNames);
  return useCallback(
    (write: QueuedWrite) => {
      const request = requestOf(write);
      const eventId = text(request.eventId) || null;
      const event = eventId === null ? undefined : events.find((e) => e.eventId === eventId);
      const name = write.write ?? `${write.call.service}.${write.call.method}`;
      const [entity = ''] = name.split('.');
      const ownTitle = entity === 'events' ? '' : text(request.title);
      const itemName =
        text(request.name) ||
        ownTitle ||
        text(locations[text(request.locationId)]?.name) ||
        t('failed.untitled');
      const title =
        event?.title || (entity === 'events' && text(request.title)) || t('failed.untitled');
      const keys = [`failed.write.${name}`, `failed.entity.${entity}`];
      return t([...keys, eventId === null ? 'failed.other' : 'failed.otherOfEvent'], {
        title,
        name: itemName,
      });
    },
    [t, events, locations],
  );
}
