import type { EntityDescriptor } from '../../app/entityDescriptor';
import { registerEntity } from '../../app/entityRegistry';
import { filesSlice } from './filesSlice';
export { filesSlice, selectFileById, selectEventFiles } from './filesSlice';
export type { FileDoc } from './filesSlice';

export const filesEntity = registerEntity({
  name: 'files',
  reducers: { files: filesSlice.reducer },
  persisted: true,
  writes: [],
} satisfies EntityDescriptor);
