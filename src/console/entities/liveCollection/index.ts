export { createLiveCollectionSlice } from './liveCollection';
export type { DocCase, DocOf, LiveCollectionOptions } from './liveCollection';
