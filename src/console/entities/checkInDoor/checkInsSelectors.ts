// The door as a screen shows it: the confirmed check-ins, this user's check-ins still in the
// queue (waiting) or answered and not yet echoed (accepted), the refused ones, and the count.
import { createSelector } from '@reduxjs/toolkit';
import type { Participant } from '../../../../generated/manager/model_pb';
import type { QueuedWrite } from '../../../client/queue';
import type { RootState } from '../../app/store';
import { selectUser } from '../session';
import { requestOf } from '../writes';
import { checkInWrites } from '../checkIns';
import { checkedInOwnerOf } from './codeOwner';
import { selectEventCheckIns } from '../checkIns';

export interface DoorView {
  checkedIn: ReadonlyMap<string, Participant>;
  /** Codes queued and not answered yet (offline, or on their way). */
  waiting: ReadonlySet<string>;
  /** Codes the server accepted whose echo has not come in yet. */
  accepted: ReadonlySet<string>;
  /** This event's refused check-ins, oldest first. */
  refused: readonly QueuedWrite[];
  /** Participants checked in, this device's unconfirmed check-ins included. */
  count: number;
}

const byEvent = (_s: RootState, eventId: string) => eventId;
const selectUid = (state: RootState) => selectUser(state)?.uid ?? null;

/** The codes of a list of writes that are check-ins of the event by this user. */
function codesOf(writes: readonly QueuedWrite[], uid: string | null, eventId: string): string[] {
  return writes
    .filter((w) => w.uid === uid)
    .map((w) => requestOf(w, checkInWrites.checkIn))
    .filter((r) => r?.eventId === eventId)
    .map((r) => r?.code ?? '');
}

/** Use as `useAppSelector((s) => selectDoorView(s, eventId))`. */
export const selectDoorView = createSelector(
  [
    selectEventCheckIns,
    (s: RootState) => s.queue.pending,
    (s: RootState) => s.queue.acked,
    (s: RootState) => s.queue.failed,
    selectUid,
    byEvent,
  ],
  (checkedIn, pending, acked, failed, uid, eventId): DoorView => {
    const waiting = new Set(codesOf(pending, uid, eventId));
    const accepted = new Set(codesOf(acked, uid, eventId));
    // A participant may be queued twice, by the QR's code and by the door code: then counted
    // twice until the echo; the server checks them in once.
    const unconfirmed = new Set(
      [...waiting, ...accepted].filter((code) => !checkedInOwnerOf(checkedIn, code)),
    );
    const refused = failed.filter(
      (w) => w.uid === uid && requestOf(w, checkInWrites.checkIn)?.eventId === eventId,
    );
    return { checkedIn, waiting, accepted, refused, count: checkedIn.size + unconfirmed.size };
  },
);
