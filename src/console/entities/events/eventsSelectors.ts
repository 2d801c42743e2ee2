// The events a screen shows: the live documents with the signed-in user's writes applied on top
// (acknowledged but not yet echoed first, then those still queued, each in queue order).
import { createSelector } from '@reduxjs/toolkit';
import { dequal } from 'dequal';
import { keyFromTitle } from '../../../common/eventKey';
import type { RootState } from '../../app/store';
import type { QueuedWrite } from '../../../client/queue';
import type { CallError } from '../../../client/transport';
import type { UpdateEventArgs } from './eventsApi';
import { selectUser } from '../session';
import { requestOf } from '../writes';
import { eventSettingsWrites } from './eventSettingsWrites';
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
  (acked, pending, uid): QueuedWrite[] => {
    const own = uid ? [...acked, ...pending].filter((w) => w.uid === uid) : NO_WRITES;
    // None, whatever else the queue did: the same empty list, so nothing built on it is rebuilt.
    return own.length === 0 ? NO_WRITES : own;
  },
);

/**
 * Gives back each view as the object it was before when it holds the same values (a resumed
 * target sends the same documents again, decoded anew), and the
 * list as it was when none of its views did: a change to one event, or to the queue, does not
 * render again every screen that shows another (or the same, unchanged) event (issue 31).
 */
function keepingUnchanged(): (views: EventView[]) => EventView[] {
  let before = new Map<string, EventView>();
  let list: EventView[] = [];
  return (views) => {
    const now = new Map<string, EventView>();
    const kept = views.map((view) => {
      const old = before.get(view.eventId);
      const same = old !== undefined && dequal(old, view) ? old : view;
      now.set(view.eventId, same);
      return same;
    });
    before = now;
    if (kept.length !== list.length || kept.some((view, i) => view !== list[i])) list = kept;
    return list;
  };
}

const keepUnchangedViews = keepingUnchanged();

export const selectEventViews = createSelector(
  [selectEventDocs, selectOwnUnechoedWrites],
  (docs, writes): EventView[] => keepUnchangedViews(reconcileEvents(docs, writes)),
);

const selectMemberOf = (state: RootState) => state.memberships.entities;

const ownList = (archived: boolean, withMemberships: boolean) =>
  createSelector([selectEventViews, selectUid, selectMemberOf], (views, uid, memberOf) =>
    views
      .filter(
        (e) =>
          (e.userId === uid || (withMemberships && memberOf[e.eventId] !== undefined)) &&
          e.isArchive === archived,
      )
      .sort((a, b) => a.createdAt - b.createdAt),
  );

/**
 * The event list of spec/console.md §2.12: the user's own, not archived, oldest first, and
 * (issue 24) the events of others the user is a member of.
 */
export const selectEventList = ownList(false, true);

/** The user's own archived events, oldest first: the list's archive view (Unarchive). */
export const selectArchivedEventList = ownList(true, false);

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
 * when it differs): the newest key of its queued or unechoed updates, so that a later update
 * does not undo a key change on its way; else its extKey; while its create is unconfirmed, the
 * key the server derives from the created title (unless another event holds it, which the
 * server then refuses visibly); null for an unconfirmed copy, whose key the server picks. Use as
 * `useAppSelector((s) => selectUpdateKey(s, event))`.
 */
export const selectUpdateKey = createSelector(
  [
    selectOwnUnechoedWrites,
    (_state: RootState, event: Pick<EventView, 'eventId' | 'extKey'>) => event,
  ],
  (writes, event): string | null => {
    const sent = writes
      .map((w) => requestOf(w, eventSettingsWrites.update))
      .filter((request) => request?.eventId === event.eventId && Boolean(request.key?.trim()))
      .at(-1)?.key;
    if (sent?.trim()) return sent.trim();
    if (event.extKey) return event.extKey;
    const title = writes
      .map((w) => requestOf(w, eventWrites.create))
      .find((request) => request?.eventId === event.eventId)?.title;
    return typeof title === 'string' ? keyFromTitle(title) : null;
  },
);

export interface RefusedUpdate {
  /** The refused write (to discard it once a new save supersedes it). */
  uid: string;
  mutationId: number;
  /** What it sent (UpdateEvent's request), and the server's message. */
  request: Partial<UpdateEventArgs>;
  message: string;
  /** The refusal itself (its meaning, when the server said). */
  error: CallError;
}

const selectFailedWrites = (state: RootState) => state.queue.failed;

/**
 * The newest update of this event the server refused, with the key it sent: the general
 * settings show the refusal on its field. Use as `useAppSelector((s) => selectRefusedUpdate(s, id))`.
 */
export const selectRefusedUpdate = createSelector(
  [selectFailedWrites, selectUid, (_state: RootState, eventId: string) => eventId],
  (failed, uid, eventId): RefusedUpdate | null => {
    for (const write of [...failed].reverse()) {
      const request = requestOf(write, eventSettingsWrites.update);
      if (write.uid !== uid || request?.eventId !== eventId || !write.error) continue;
      const { mutationId } = write;
      // Numbers on the wire: the request was stored as the console built it.
      const sent = request as Partial<UpdateEventArgs>;
      return {
        uid: write.uid,
        mutationId,
        request: sent,
        message: write.error.message,
        error: write.error,
      };
    }
    return null;
  },
);

/**
 * Whether a language switch of this event waits for the server: until its echo, the event's
 * texts are still those of the old language. Use as `useAppSelector((s) => selectLanguagePending(s, id))`.
 */
export const selectLanguagePending = createSelector(
  [selectOwnUnechoedWrites, (_state: RootState, eventId: string) => eventId],
  (writes, eventId): boolean =>
    writes.some((w) => requestOf(w, eventSettingsWrites.setLanguage)?.eventId === eventId),
);
