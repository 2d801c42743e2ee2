// One contract for both file storages: the directory of `npm start` and the S3-compatible store
// of several nodes (against a real s3rver on 127.0.0.1, through the AWS SDK).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { startS3Server, useS3Credentials } from '../../../../test/support/s3Server';
import type { S3Server } from '../../../../test/support/s3Server';
import { S3Storage, parseS3Url } from './s3Storage';
import { DirectoryStorage } from './storage';
import type { FileStorage } from './storage';

jest.setTimeout(30_000);

let s3: S3Server;
let dir: string;
const storages: Record<string, () => FileStorage> = {};
let s3Storage: S3Storage | undefined;

beforeAll(async () => {
  s3 = await startS3Server();
  useS3Credentials(s3);
  dir = await mkdtemp(path.join(tmpdir(), 'eventapp-storage-'));
  storages.directory = () => new DirectoryStorage(dir);
  s3Storage = new S3Storage(parseS3Url(`${s3.storageUrl}`));
  storages.s3 = () => s3Storage!;
});

afterAll(async () => {
  s3Storage?.close();
  await s3?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const chunks = (...parts: string[]) => Readable.from(parts.map((p) => Buffer.from(p)));

describe.each(['directory', 's3'])('%s storage', (kind) => {
  const storage = () => storages[kind]!();
  const ev = `ev-${kind}`;

  it('stores a stream, reads it back, stats it and replaces it', async () => {
    await storage().put(`${ev}/f1/original`, chunks('hello ', 'world'));
    expect(await text(await storage().read(`${ev}/f1/original`))).toBe('hello world');
    expect(await storage().stat(`${ev}/f1/original`)).toEqual({ size: 11 });
    await storage().put(`${ev}/f1/original`, chunks('bye'));
    expect(await text(await storage().read(`${ev}/f1/original`))).toBe('bye');
  });

  it('stores a stream larger than one multipart part whole', async () => {
    const big = Buffer.alloc(6 * 1024 * 1024 + 3, 0x61);
    await storage().put(
      `${ev}/big/original`,
      Readable.from([big.subarray(0, 1000), big.subarray(1000)]),
    );
    expect(await storage().stat(`${ev}/big/original`)).toEqual({ size: big.length });
    const back = Buffer.concat(await (await storage().read(`${ev}/big/original`)).toArray());
    expect(back.equals(big)).toBe(true);
  });

  it('copies an object under another key, and refuses a missing one', async () => {
    await storage().put(`${ev}/c1/original`, chunks('copied ', 'bytes'));
    await storage().copy(`${ev}/c1/original`, `${ev}-copy/c2/original`);
    expect(await text(await storage().read(`${ev}-copy/c2/original`))).toBe('copied bytes');
    expect(await text(await storage().read(`${ev}/c1/original`))).toBe('copied bytes');
    await expect(
      storage().copy(`${ev}/none/original`, `${ev}-copy/none/original`),
    ).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('answers a missing object with ENOENT on read and null on stat', async () => {
    await expect(storage().read(`${ev}/none/original`)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await storage().stat(`${ev}/none/original`)).toBeNull();
  });

  it('lists and deletes a folder and nothing beside it', async () => {
    await storage().put(`${ev}/f2/v1/w100.webp`, chunks('a'));
    await storage().put(`${ev}/f2/v1/w200.webp`, chunks('b'));
    await storage().put(`${ev}/f2/original`, chunks('c'));
    await storage().put(`${ev}/f22/original`, chunks('d'));
    expect(await storage().list(`${ev}/f2/`)).toEqual([
      `${ev}/f2/original`,
      `${ev}/f2/v1/w100.webp`,
      `${ev}/f2/v1/w200.webp`,
    ]);
    await storage().deleteByPrefix(`${ev}/f2/v1/`);
    expect(await storage().list(`${ev}/f2/`)).toEqual([`${ev}/f2/original`]);
    await storage().delete(`${ev}/f2/original`);
    expect(await storage().list(`${ev}/f2/`)).toEqual([]);
    expect(await storage().list(`${ev}/f22/`)).toEqual([`${ev}/f22/original`]);
  });

  it('refuses keys that could name something outside its root', async () => {
    await expect(storage().put('../escape', chunks('x'))).rejects.toThrow(/invalid key/);
    await expect(storage().read('a/../../b')).rejects.toThrow(/invalid key/);
  });
});

describe('STORAGE_URL', () => {
  it('names the bucket, a key prefix, the endpoint and path-style addressing', () => {
    const at = parseS3Url(
      's3://media/event-app/?endpoint=http%3A%2F%2F127.0.0.1%3A9000&region=eu-1',
    );
    expect(at).toMatchObject({
      bucket: 'media',
      prefix: 'event-app/',
      client: { endpoint: 'http://127.0.0.1:9000', region: 'eu-1', forcePathStyle: true },
    });
    expect(parseS3Url('s3://media').client.forcePathStyle).toBe(false);
  });

  it('refuses credentials in the URL and other schemes', () => {
    expect(() => parseS3Url('s3://key:secret@media')).toThrow(/must not hold credentials/);
    expect(() => parseS3Url('https://media')).toThrow(/s3:\/\/bucket/);
  });
});
