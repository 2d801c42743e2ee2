// What the file pipeline needs at run time: the storage, the upload-link signer, the image job
// queue and a scratch directory, all under DATA_DIR. Built once per app.
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import { JobQueue } from './jobQueue';
import { DirectoryStorage } from './storage';
import type { FileStorage } from './storage';
import { UploadTokens } from './uploadToken';

/**
 * Images processed at once: each holds up to one decoded image (≤ 40 MP) in libvips. One keeps
 * four simultaneous 12 MP uploads under 400 MB of server memory (bench/README.md, uploads).
 */
const IMAGE_JOBS = 1;

export interface FilesContext {
  storage: FileStorage;
  tokens: UploadTokens;
  queue: JobQueue;
  /** Node-local scratch space for uploads in flight and renditions (never the storage). */
  scratchDir: string;
  publicUrl: string;
  close(): Promise<void>;
}

export async function createFilesContext(config: Config): Promise<FilesContext> {
  const root = path.join(config.dataDir, 'files');
  // Scratch sits on the same disk as the data (not /tmp, which may be memory); whatever a
  // crash left there is of no use, so it starts empty.
  const scratchDir = path.join(config.dataDir, 'tmp', 'uploads');
  await rm(scratchDir, { recursive: true, force: true });
  await mkdir(scratchDir, { recursive: true });
  return {
    storage: new DirectoryStorage(root),
    tokens: new UploadTokens(config.secret),
    queue: new JobQueue(IMAGE_JOBS),
    scratchDir,
    // Read per link, like mail links: the e2e harness sets it once the port is known.
    get publicUrl() {
      return config.publicUrl;
    },
    async close() {},
  };
}
