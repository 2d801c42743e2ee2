// The write queue's mechanics: the ordered queue with its mutation ids, its own stored record,
// one owner per browser profile (the other tabs hand their writes over and mirror its queue),
// and the sender. What a write means is the program's business.
export { addQueueListeners } from './queueSender';
export type { QueueSenderOptions, SenderSession, SenderTiming } from './queueSender';
export { QUEUE_LOCK, addQueueOwnership, storedPart } from './queueOwnership';
export type { LockManagerLike, QueueOwnershipOptions } from './queueOwnership';
export { QUEUE_RECORD_KEY, createQueueRecord } from './queueRecord';
export type { KeyValueStorage, QueueRecord } from './queueRecord';
export {
  echoesSeen,
  failedWriteDiscarded,
  failedWriteRetried,
  initialQueueState,
  pendingOf,
  queueAdopted,
  queueFollowed,
  queueMirrored,
  queueSlice,
  selectClientId,
  selectQueue,
  writeAcknowledged,
  writeQueued,
  writeRefused,
  writesAcknowledged,
  writesSending,
  writesHanded,
} from './queueSlice';
export type { QueueState, QueuedWrite } from './queueSlice';
export type { StoredQueue } from './queueTabs';
