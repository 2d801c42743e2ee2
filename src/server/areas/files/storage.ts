// Where uploaded bytes live. One small interface, shaped like an object store (put =
// PutObject, read = GetObject, stat = HeadObject, copy = CopyObject, delete = DeleteObject,
// deleteByPrefix = ListObjectsV2 + DeleteObjects): the default implementation is a directory
// (DATA_DIR/files), S3Storage (s3Storage.ts) the one several nodes share. Keys are '/'-separated paths of
// [A-Za-z0-9._-] segments; nothing outside the root can be named.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomBytes } from 'node:crypto';

export interface StoredObject {
  size: number;
}

export interface FileStorage {
  /** Stores a stream's bytes under key, replacing what was there; visible only when complete. */
  put(key: string, body: Readable): Promise<void>;
  /** The bytes of key; fails with code 'ENOENT' when there is none. */
  read(key: string): Promise<Readable>;
  /** The object's size, or null when there is none. */
  stat(key: string): Promise<StoredObject | null>;
  /** Stores a copy of the bytes of `from` under `to`; fails with 'ENOENT' when from has none. */
  copy(from: string, to: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** Deletes every object whose key starts with prefix (a whole 'folder' when it ends in '/'). */
  deleteByPrefix(prefix: string): Promise<void>;
  /** The keys of every object in a folder (prefix ends in '/'), sorted. */
  list(prefix: string): Promise<string[]>;
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export function checkKey(key: string, allowTrailingSlash = false): string[] {
  const trimmed = allowTrailingSlash && key.endsWith('/') ? key.slice(0, -1) : key;
  const segments = trimmed.split('/');
  if (key.length > 512 || !segments.every((s) => SEGMENT.test(s) && s !== '..')) {
    throw new Error(`file storage: invalid key '${key.slice(0, 100)}'`);
  }
  return segments;
}

/** Objects as files under a root directory; a put writes a temp file and renames it. */
export class DirectoryStorage implements FileStorage {
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    return path.join(this.root, ...checkKey(key));
  }

  async put(key: string, body: Readable): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomBytes(6).toString('hex')}.part`;
    try {
      await pipeline(body, createWriteStream(temp, { flags: 'wx' }));
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async read(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    const stream = createReadStream(file);
    // Surfaces ENOENT here rather than on the first read.
    await new Promise<void>((resolve, reject) => {
      stream.once('open', () => resolve());
      stream.once('error', reject);
    });
    return stream;
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const s = await stat(this.pathOf(key));
      return s.isFile() ? { size: s.size } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async copy(from: string, to: string): Promise<void> {
    await this.put(to, await this.read(from));
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async deleteByPrefix(prefix: string): Promise<void> {
    // Only whole folders are deleted here; a partial-name prefix would need a listing.
    if (!prefix.endsWith('/')) throw new Error('file storage: deleteByPrefix takes a folder');
    await rm(path.join(this.root, ...checkKey(prefix, true)), { recursive: true, force: true });
  }

  async list(prefix: string): Promise<string[]> {
    if (!prefix.endsWith('/')) throw new Error('file storage: list takes a folder');
    const folder = path.join(this.root, ...checkKey(prefix, true));
    const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      },
    );
    return (
      entries
        // Temporary .part files too: a leftover is a leak the tests should see.
        .filter((e) => e.isFile())
        .map((e) =>
          path.relative(this.root, path.join(e.parentPath, e.name)).split(path.sep).join('/'),
        )
        .sort()
    );
  }
}
