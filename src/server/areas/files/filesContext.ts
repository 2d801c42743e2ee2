// What the file pipeline needs at run time: the storage (a directory under DATA_DIR, or the
// S3-compatible store STORAGE_URL names), the upload-link and file-URL signers, the image job queue and a
// scratch directory under DATA_DIR. Built once per app.
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import { JobQueue } from './jobQueue';
import { S3Storage, parseS3Url } from './s3Storage';
import { DirectoryStorage } from './storage';
import type { FileStorage } from './storage';
import { ResourceSignatures } from './resourceSignatures';
import { UploadTokens } from './uploadToken';

/**
 * Images processed at once: each holds up to one decoded image (≤ 40 MP) in libvips. One keeps
 * four simultaneous 12 MP uploads under 400 MB of server memory (bench/README.md, uploads).
 */
const IMAGE_JOBS = 1;

export interface FilesContext {
  storage: FileStorage;
  tokens: UploadTokens;
  /** Signs and checks the URLs of files of events that are not published. */
  signatures: ResourceSignatures;
  queue: JobQueue;
  /** Node-local scratch space for uploads in flight and renditions (never the storage). */
  scratchDir: string;
  publicUrl: string;
  close(): Promise<void>;
}

export async function createFilesContext(config: Config): Promise<FilesContext> {
  // Scratch sits on the same disk as the data (not /tmp, which may be memory); whatever a
  // crash left there is of no use, so it starts empty.
  const scratchDir = path.join(config.dataDir, 'tmp', 'uploads');
  await rm(scratchDir, { recursive: true, force: true });
  await mkdir(scratchDir, { recursive: true });
  const s3 = config.storageUrl ? new S3Storage(parseS3Url(config.storageUrl)) : undefined;
  return {
    storage: s3 ?? new DirectoryStorage(path.join(config.dataDir, 'files')),
    tokens: new UploadTokens(config.secret),
    signatures: new ResourceSignatures(config.secret),
    queue: new JobQueue(IMAGE_JOBS),
    scratchDir,
    // Read per link, like mail links: the e2e harness sets it once the port is known.
    get publicUrl() {
      return config.publicUrl;
    },
    async close() {
      s3?.close();
    },
  };
}
