// The file storage in an S3-compatible object store (AWS S3, MinIO, Ceph, s3rver…), so that
// every node serves what any node stored. Chosen by STORAGE_URL:
//   s3://bucket[/prefix]?endpoint=http://host:port&region=…&forcePathStyle=true
// Credentials come from the SDK's usual chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY,
// a profile, an instance role), never from the URL, so the URL may be logged.
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3ClientConfig } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import { checkKey } from './storage';
import type { FileStorage, StoredObject } from './storage';

export interface S3Location {
  bucket: string;
  /** Prepended to every key ('' or ending in '/'). */
  prefix: string;
  client: S3ClientConfig;
}

/** Parses STORAGE_URL; throws with the reason when it is not an s3:// URL we can use. */
export function parseS3Url(storageUrl: string): S3Location {
  const url = new URL(storageUrl);
  if (url.protocol !== 's3:' || !url.hostname) {
    throw new Error(`STORAGE_URL must look like s3://bucket?endpoint=…: ${url.protocol}`);
  }
  if (url.username || url.password) {
    throw new Error('STORAGE_URL must not hold credentials: set AWS_ACCESS_KEY_ID and friends');
  }
  const path = url.pathname.replace(/^\/+|\/+$/g, '');
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  return {
    bucket: url.hostname,
    prefix: path ? `${path}/` : '',
    client: {
      endpoint,
      region: url.searchParams.get('region') ?? process.env.AWS_REGION ?? 'us-east-1',
      // Self-hosted stores rarely have a wildcard DNS name per bucket.
      forcePathStyle: (url.searchParams.get('forcePathStyle') ?? String(!!endpoint)) === 'true',
    },
  };
}

const notFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata.httpStatusCode === 404);

export class S3Storage implements FileStorage {
  private readonly s3: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(location: S3Location) {
    this.s3 = new S3Client(location.client);
    this.bucket = location.bucket;
    this.prefix = location.prefix;
  }

  private keyOf(key: string, folder = false): string {
    checkKey(key, folder);
    return this.prefix + key;
  }

  async put(key: string, body: Readable): Promise<void> {
    // Streams of unknown length: one PutObject when small, a multipart upload when large;
    // either way the object appears only once complete.
    await new Upload({
      client: this.s3,
      params: { Bucket: this.bucket, Key: this.keyOf(key), Body: body },
    }).done();
  }

  async read(key: string): Promise<Readable> {
    try {
      const out = await this.s3.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.keyOf(key) }),
      );
      if (!(out.Body instanceof Readable)) throw new Error('file storage: no body stream');
      return out.Body;
    } catch (error) {
      if (!notFound(error)) throw error;
      throw Object.assign(new Error(`file storage: no object '${key}'`), { code: 'ENOENT' });
    }
  }

  async copy(from: string, to: string): Promise<void> {
    try {
      await this.s3.send(
        new CopyObjectCommand({
          Bucket: this.bucket,
          Key: this.keyOf(to),
          // Keys are of [A-Za-z0-9._-] segments: nothing in them needs encoding.
          CopySource: `${this.bucket}/${this.keyOf(from)}`,
        }),
      );
    } catch (error) {
      if (!notFound(error)) throw error;
      throw Object.assign(new Error(`file storage: no object '${from}'`), { code: 'ENOENT' });
    }
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const out = await this.s3.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.keyOf(key) }),
      );
      return { size: out.ContentLength ?? 0 };
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.s3.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.keyOf(key) }));
  }

  async deleteByPrefix(prefix: string): Promise<void> {
    if (!prefix.endsWith('/')) throw new Error('file storage: deleteByPrefix takes a folder');
    // A listing page holds at most 1,000 keys, as many as one DeleteObjects takes.
    for await (const keys of this.pages(prefix)) {
      if (keys.length === 0) return;
      await this.s3.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
        }),
      );
    }
  }

  async list(prefix: string): Promise<string[]> {
    if (!prefix.endsWith('/')) throw new Error('file storage: list takes a folder');
    const keys: string[] = [];
    for await (const page of this.pages(prefix)) {
      keys.push(...page.map((k) => k.slice(this.prefix.length)));
    }
    return keys.sort();
  }

  /** The stored keys under a folder, a listing page at a time. */
  private async *pages(prefix: string): AsyncGenerator<string[]> {
    const Prefix = this.keyOf(prefix, true);
    let ContinuationToken: string | undefined;
    do {
      const page = await this.s3.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix, ContinuationToken }),
      );
      yield (page.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : []));
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  close(): void {
    this.s3.destroy();
  }
}
