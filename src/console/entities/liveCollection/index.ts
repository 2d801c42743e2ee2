export { createLiveCollectionSlice } from './liveCollection';
export type { DocCase, DocOf, LiveCollectionOptions } from './liveCollection';
export { itemsReconciler, newestFirst, patchItem } from './reconcileItems';
export type { ItemsDraft, Pending } from './reconcileItems';
