// The events a screen shows: the live documents with the signed-in user's writes applied on top
// (acknowledged but not yet echoed first, then those still queued, each in queue order).
import { createSelector } from '@reduxjs/toolkit';
import { keyFromTitle } from '../../../common/eventKey';
import type { RootState } from '../../app/store';
import type { QueuedWrite } from '../../../client/queue';
import { selectUser } from '../session';
import { requestOf } from '../writes';
import { eventWrites } from './eventWrites';
import { eventsAdapter } from './eventsSlice';
import { reconcileEvents } from './reconcile';
import type { EventView } from './reconcile';

const { selectAll: selectEventDocs } = eventsAdapter.getSelectors((s: RootState) => s.events);

const selectUid = (state: RootState) => selectUser(state)?.uid ?? null;

const NO_WRITES: QueuedWrite[] = [];

/** The writes of the signed-in user that the live feed has not shown yet, oldest first. */
export const selectOwnUnechoedWrites = createSelector(
  [(state: RootState) => state.queue.acked, (state: RootState) => state.queue.pending, selectUid],
  (acked, pending, uid): QueuedWrite[] =>
    uid ? [...acked, ...pending].filter((w) => w.uid === uid) : NO_WRITES,
);

export const selectEventViews = createSelector(
  [selectEventDocs, selectOwnUnechoedWrites],
  (docs, writes): EventView[] => reconcileEvents(docs, writes),
);

/** The event list of spec/console.md §2.12: the user's own, not archived, oldest first. */
export const selectEventList = createSelector(
  [selectEventViews, selectUid],
  (views, uid): EventView[] =>
    views.filter((e) => e.userId === uid && !e.isArchive).sort((a, b) => a.createdAt - b.createdAt),
);

/**
 * One event by its route key: the extKey, or the event id while a queued create has no key yet.
 * Use as `useAppSelector((s) => selectEventByKey(s, key))`.
 */
export const selectEventByKey = createSelector(
  [selectEventViews, (_state: RootState, key: string) => key],
  (views, key): EventView | null =>
    (key && (views.find((e) => e.extKey === key) ?? views.find((e) => e.eventId === key))) || null,
);

/**
 * The key an update of this event sends (UpdateEvent always carries the whole key and changes it
 * when it differs): its extKey; while its create is unconfirmed, the key the server derives from
 * the created title (unless another event holds it, which the server then refuses visibly); null
 * for an unconfirmed copy, whose key the server picks. Use as
 * `useAppSelector((s) => selectUpdateKey(s, event))`.
 */
export const selectUpdateKey = createSelector(
  [
    selectOwnUnechoedWrites,
    (_state: RootState, event: Pick<EventView, 'eventId' | 'extKey'>) => event,
  ],
  (writes, event): string | null => {
    if (event.extKey) return event.extKey;
    const title = writes
      .map((w) => requestOf(w, eventWrites.create))
      .find((request) => request?.eventId === event.eventId)?.title;
    return typeof title === 'string' ? keyFromTitle(title) : null;
  },
);
