// The card menu's and the dashboard's lifecycle actions (spec/console.md §2.12, §4): each queues
// its write and confirms it once the server took it (or says it waits on this device);
// archiving is refused here, without a write, for the two reasons the server would refuse it.
import { useMemo } from 'react';
import { v7 as uuidv7 } from 'uuid';
import type { CallError } from '../../../client/transport';
import { useAppDispatch } from '../../app/hooks';
import { notified } from '../notificationsSlice';
import { refusalNotified } from '../serverRefusal';
import { useQueuedSave } from '../useQueuedSave';
import {
  verifiedDomain,
  useArchiveEventMutation,
  useCopyEventMutation,
  usePublishEventMutation,
  useUnarchiveEventMutation,
  useUnpublishEventMutation,
} from '../../entities/events';
import type { EventView } from '../../entities/events';

export interface EventActions {
  copy: (event: EventView) => Promise<void>;
  publish: (event: EventView) => Promise<void>;
  unpublish: (event: EventView) => Promise<void>;
  archive: (event: EventView) => Promise<void>;
  unarchive: (event: EventView) => Promise<void>;
}

/** Why an event may not be archived now (a common-namespace error key), or null. */
export function archiveRefusal(event: EventView): string | null {
  if (event.publishedAt !== undefined) return 'error.eventIsPublished';
  if (verifiedDomain(event)) return 'error.eventWithCustomDomain';
  return null;
}

export function useEventActions(): EventActions {
  const dispatch = useAppDispatch();
  const [copyEvent] = useCopyEventMutation();
  const [publishEvent] = usePublishEventMutation();
  const [unpublishEvent] = useUnpublishEventMutation();
  const [archiveEvent] = useArchiveEventMutation();
  const [unarchiveEvent] = useUnarchiveEventMutation();
  const save = useQueuedSave();

  return useMemo(() => {
    // The write starts inside save(), which tells the writes it queued from those before.
    const run = async (write: () => { unwrap: () => Promise<null> }, message: string) => {
      try {
        await save(() => write().unwrap(), message);
      } catch (error) {
        dispatch(refusalNotified(error as CallError));
      }
    };
    return {
      copy: (event) =>
        run(
          () => copyEvent({ eventId: event.eventId, newEventId: uuidv7() }),
          'message.eventCopied',
        ),
      publish: (event) => run(() => publishEvent(event.eventId), 'message.published'),
      unpublish: (event) => run(() => unpublishEvent(event.eventId), 'message.unpublished'),
      archive: async (event) => {
        const refusal = archiveRefusal(event);
        if (refusal) {
          dispatch(notified({ color: 'error', title: 'error.title', text: refusal }));
          return;
        }
        await run(() => archiveEvent(event.eventId), 'message.eventAchived');
      },
      unarchive: (event) => run(() => unarchiveEvent(event.eventId), 'message.eventUnachived'),
    };
  }, [dispatch, save, copyEvent, publishEvent, unpublishEvent, archiveEvent, unarchiveEvent]);
}
