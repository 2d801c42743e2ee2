// The write queue's mechanics: the persisted, ordered queue with its mutation ids, and the
// sender that sends it one write at a time. What a write means is the program's business.
export { addQueueListeners } from './queueSender';
export type { QueueSenderOptions, SenderSession } from './queueSender';
export {
  echoesSeen,
  failedWriteDiscarded,
  failedWriteRetried,
  initialQueueState,
  pendingOf,
  queueSlice,
  selectClientId,
  selectQueue,
  writeAcknowledged,
  writeQueued,
  writeRefused,
} from './queueSlice';
export type { QueueState, QueuedWrite } from './queueSlice';
