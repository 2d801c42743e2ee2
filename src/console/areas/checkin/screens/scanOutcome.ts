// What became of one scan at the door, from the door view: a pure function, so the screen, its
// tests and a reload all read the same answer from the queue and the live check-ins.
import { Code } from '@connectrpc/connect';
import type { Participant } from '../../../../../generated/manager/model_pb';
import type { CallError } from '../../../../client/transport';
import { CHECK_IN_MESSAGES } from '../../../../common/checkIn';
import { checkedInOwnerOf } from '../../../entities/checkInDoor';
import type { DoorView } from '../../../entities/checkInDoor';

export type Refusal = 'already' | 'suspended' | 'badCode' | 'qrOff' | 'other';

/** A scan made on this screen; `refusal` is kept once the queue's failed entry is gone. */
export interface Scan {
  id: number;
  code: string;
  /** Epoch ms. */
  at: number;
  refusal?: { kind: Refusal; message: string };
}

export type Outcome =
  | { kind: 'waiting' }
  | { kind: 'checkedIn'; participant?: Participant }
  | { kind: 'already'; participant?: Participant }
  | { kind: Exclude<Refusal, 'already'>; message: string };

export function refusalOf(error: CallError): Refusal {
  if (error.code === Code.AlreadyExists) return 'already';
  if (error.code === Code.InvalidArgument) return 'badCode';
  if (error.message.endsWith(CHECK_IN_MESSAGES.suspended)) return 'suspended';
  if (error.message.endsWith(CHECK_IN_MESSAGES.qrOff)) return 'qrOff';
  return 'other';
}

/** The scan's refused write still in the queue's failed list, if any. */
export function refusedWriteOf(view: DoorView, scan: Scan) {
  return view.refused.find(
    (w) => w.createdAt >= scan.at && (w.args as { code?: string } | undefined)?.code === scan.code,
  );
}

export function outcomeOf(view: DoorView, scan: Scan): Outcome {
  const participant = checkedInOwnerOf(view.checkedIn, scan.code);
  const failed = refusedWriteOf(view, scan)?.error;
  const refusal =
    scan.refusal ?? (failed ? { kind: refusalOf(failed), message: failed.message } : undefined);
  if (refusal?.kind === 'already') return { kind: 'already', ...(participant && { participant }) };
  if (refusal) return { kind: refusal.kind, message: refusal.message };
  if (view.waiting.has(scan.code)) return { kind: 'waiting' };
  if (participant) return { kind: 'checkedIn', participant };
  // Answered, its echo on its way; or between the queue's answer and the next render.
  return view.accepted.has(scan.code) ? { kind: 'checkedIn' } : { kind: 'waiting' };
}
