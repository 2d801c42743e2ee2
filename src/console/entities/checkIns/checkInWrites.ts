// The door's one write: CheckIn by a participant's signed code. Its effect is the participant's
// check-in time, which only the server sets; until then the door view lists it as waiting.
import { clientIdOfCode } from '../../../common/checkIn';
import { defineQueuedWrite } from '../writes';

/** The check-ins of one event that wait for the server (client ids). */
export interface CheckInsDraft {
  eventId: string;
  waiting: Set<string>;
}

export const checkInWrites = {
  checkIn: defineQueuedWrite<'participants', 'checkIn', CheckInsDraft>({
    name: 'checkIns.checkIn',
    service: 'participants',
    method: 'checkIn',
    docIds: (r) => {
      const clientId = clientIdOfCode(r.code ?? '');
      return clientId ? [clientId] : [];
    },
    apply: (draft, r) => {
      const clientId = clientIdOfCode(r.code ?? '');
      if (r.eventId === draft.eventId && clientId) draft.waiting.add(clientId);
    },
  }),
};
