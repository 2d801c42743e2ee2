export {
  callOf,
  contextOf,
  defineQueuedWrite,
  requestOf,
  writeRegistry,
} from './defineQueuedWrite';
export type { AnyQueuedWrite, QueuedWriteDefinition, WriteContext } from './defineQueuedWrite';
export { enqueue } from './enqueue';
export { queued } from './queued';
export type { Queued } from './queued';
