// Reverting a write of the event history: a queued write like any other change, so it waits
// offline and is sent exactly once. No optimistic effect: the live feed shows what it puts back.
import { defineQueuedWrite } from '../writes';

export const revertWrite = defineQueuedWrite<'history', 'revertHistory', unknown>({
  name: 'history.revert',
  service: 'history',
  method: 'revertHistory',
  docIds: () => [],
  apply: () => undefined,
});
