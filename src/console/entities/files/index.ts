import type { EntityDescriptor } from '../../app/entityDescriptor';
import { registerEntity } from '../../app/entityRegistry';
import { filesReducer } from './filesSlice';
export { filesSlice, selectFileById, selectEventFiles } from './filesSlice';
export type { FileDoc } from './filesSlice';
export { fileSrc, useFileSignature, useFileSrc, SIGNATURE_RENEW_MS } from './fileSrc';
export { useFileDownloadLinks } from './downloadLinks';

export const filesEntity = registerEntity({
  name: 'files',
  reducers: { files: filesReducer },
  persisted: true,
  writes: [],
} satisfies EntityDescriptor);
