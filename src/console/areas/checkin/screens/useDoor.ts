// The door's state: the live check-ins of the event, the scans made here and what became of
// each. A refused check-in is an answer for the door, not an edit to fix: once this screen has
// it, it leaves the failed-writes list and stays on the scan.
import { useEffect, useRef, useState } from 'react';
import { failedWriteDiscarded } from '../../../../client/queue';
import { LIVE_TARGETS } from '../../../../common/liveTargets';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import {
  checkedInOwnerOf,
  doorTextOf,
  selectDoorView,
  useCheckInMutation,
} from '../../../entities/checkInDoor';
import { useLiveTarget } from '../../../live/useLiveTarget';
import { refusalOf, refusedWriteOf } from './scanOutcome';
import type { Scan } from './scanOutcome';

const KEPT_SCANS = 20;

export type ScanError = 'empty' | 'malformed' | null;

export function useDoor(eventId: string) {
  const dispatch = useAppDispatch();
  useLiveTarget(LIVE_TARGETS.checkIns.path({ eventId }));
  const view = useAppSelector((s) => selectDoorView(s, eventId));
  const [checkIn] = useCheckInMutation();
  const [scans, setScans] = useState<Scan[]>([]);
  const nextId = useRef(1);

  // A refusal read from the queue is kept on its scan during render (React's way to adjust
  // state to new input), and only then dropped from the failed list, in an effect.
  const fresh = scans.filter((scan) => !scan.refusal && refusedWriteOf(view, scan)?.error);
  if (fresh.length > 0) {
    setScans(
      scans.map((scan) => {
        const error = fresh.includes(scan) ? refusedWriteOf(view, scan)?.error : undefined;
        return error
          ? { ...scan, refusal: { kind: refusalOf(error), message: error.message } }
          : scan;
      }),
    );
  }
  useEffect(() => {
    for (const scan of scans) {
      const write = scan.refusal ? refusedWriteOf(view, scan) : undefined;
      if (write) dispatch(failedWriteDiscarded({ uid: write.uid, mutationId: write.mutationId }));
    }
  }, [dispatch, scans, view]);

  /** Checks a code (the QR's or the short door code) in; says why not when it is no code. */
  const scan = (text: string): ScanError => {
    if (text.trim() === '') return 'empty';
    const code = doorTextOf(text);
    if (code === null) return 'malformed';
    const known = checkedInOwnerOf(view.checkedIn, code);
    const entry: Scan = { id: nextId.current++, code, at: Date.now() };
    // Known here as checked in: say so at once, offline too. Already queued here: wait for it.
    if (known) entry.refusal = { kind: 'already', message: '' };
    else if (!view.waiting.has(code)) void checkIn({ eventId, code });
    setScans((all) => [entry, ...all].slice(0, KEPT_SCANS));
    return null;
  };

  return { view, scans, scan };
}
