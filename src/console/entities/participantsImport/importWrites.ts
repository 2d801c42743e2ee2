// The import's one write: a batch of file rows (ImportParticipants). It has no optimistic
// effect: the rows need the server's checks, and appear with the live feed's echo.
import { defineQueuedWrite } from '../writes';

export const importWrites = {
  batch: defineQueuedWrite<'participants', 'importParticipants', unknown>({
    name: 'participants.import',
    service: 'participants',
    method: 'importParticipants',
    docIds: () => [],
    apply: () => undefined,
  }),
};
