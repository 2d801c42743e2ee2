// Files of an event: Upload and CropImage, the upload and resource routes, the image pipeline.
import { Files } from '../../../../generated/manager/content_pb';
import type { Area } from '../area';
import { implement } from '../area';
import { filesCollection } from './collection';
import { registerResourceRoute } from './resourceRoute';
import { filesService } from './service';
import { registerUploadRoute } from './uploadRoute';

export { assertFilesIn, FILE_NOT_IN_EVENT } from './fileRefs';
export type { FileScope } from './fileRefs';
export { copyEventFiles } from './copyFiles';
export { createFilesContext } from './filesContext';
export type { FilesContext } from './filesContext';
export { DirectoryStorage } from './storage';
export type { FileStorage } from './storage';
export { S3Storage, parseS3Url } from './s3Storage';
export { eventFileId } from './eventFile';
export { RESOURCES_PATH } from './resourceRoute';
export { UPLOAD_PATH } from './uploadRoute';
export { UploadTokens } from './uploadToken';
export { DOWNLOAD_LINK_DAYS, ResourceSignatures } from './resourceSignatures';
export { downloadLinks } from './downloadLinks';
export { attachmentDisposition } from './contentDisposition';

export const filesArea: Area<'files'> = {
  name: 'files',
  services: [implement(Files, filesService)],
  collections: { files: filesCollection },
  async routes(fastify, deps) {
    await registerUploadRoute(fastify, deps.files, deps.database, deps.log);
    registerResourceRoute(fastify, deps);
  },
};
