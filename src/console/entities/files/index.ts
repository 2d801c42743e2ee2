export { filesSlice, selectFileById, selectEventFiles } from './filesSlice';
export type { FileDoc } from './filesSlice';
