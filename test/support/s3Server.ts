// A real S3-compatible server for tests and `npm run cluster`: s3rver on 127.0.0.1, its
// objects in a temporary folder, one bucket made at start. Our code reaches it only through
// STORAGE_URL and the AWS SDK, as it would reach AWS S3 or MinIO.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface S3Server {
  /** The STORAGE_URL that names the bucket on this server. */
  storageUrl: string;
  /** The credentials s3rver accepts, as the SDK's environment variables. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** s3rver signs with these fixed, well-known test credentials. */
const CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

export async function startS3Server(bucket = 'eventapp', port = 0): Promise<S3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'eventapp-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    storageUrl: `s3://${bucket}?endpoint=${encodeURIComponent(endpoint)}`,
    env: CREDENTIALS,
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** Puts s3rver's credentials where the SDK's default chain finds them, in this process. */
export function useS3Credentials(s3: S3Server): void {
  Object.assign(process.env, s3.env);
}
