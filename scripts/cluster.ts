// `npm run cluster`: the several-node arrangement on one machine, for a person to try. One
// PostgreSQL (embedded, under DATA_DIR/cluster/postgres), an S3-compatible server (s3rver), two
// server nodes (mail as .eml files in the leading node's DATA_DIR/cluster/node-*/outbox), and
// HAProxy from Debian in front
// (deploy/haproxy.cfg), all on 127.0.0.1. Open http://127.0.0.1:8080; Ctrl-C stops everything.
// Installs Debian's haproxy with apt-get when it is missing.
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { SMALL_SERVER_SETTINGS, startCluster } from './postgresCluster.mjs';
import { serverEnv } from './serverEnv.mjs';
import { startS3Server } from '../test/support/s3Server';

const root = path.resolve(__dirname, '..');
const PORT = Number(process.env.PORT || 8080);
const NODES = { a: PORT + 1, b: PORT + 2 };

function haproxyBinary(): string {
  const found = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((p) => existsSync(p));
  if (found) return found;
  console.log('Installing HAProxy (apt-get install haproxy).');
  const r = spawnSync('sh', ['-c', 'apt-get update && apt-get install -y haproxy'], {
    stdio: 'inherit',
  });
  const after = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((p) => existsSync(p));
  if (r.status !== 0 || !after) throw new Error("Could not install Debian's haproxy package.");
  return after;
}

async function main(): Promise<void> {
  const haproxy = haproxyBinary();
  const dataDir = path.resolve(root, process.env.DATA_DIR || 'data', 'cluster');
  mkdirSync(dataDir, { recursive: true });
  const pg = await startCluster({
    dir: path.join(dataDir, 'postgres'),
    settings: SMALL_SERVER_SETTINGS,
  });
  const s3 = await startS3Server();
  const children: ChildProcess[] = [];
  const secret = randomBytes(32).toString('base64url');
  const publicUrl = `http://127.0.0.1:${PORT}`;
  for (const [name, port] of Object.entries(NODES)) {
    const env = serverEnv({
      ...process.env,
      ...s3.env,
      PORT: String(port),
      DATA_DIR: path.join(dataDir, `node-${name}`),
      DATABASE_URL: pg.url('postgres'),
      STORAGE_URL: s3.storageUrl,
      SECRET: secret,
      PUBLIC_URL: publicUrl,
      TRUSTED_PROXY: '127.0.0.1',
    });
    children.push(
      spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        cwd: root,
        env,
        stdio: 'inherit',
      }),
    );
  }
  children.push(
    spawn(haproxy, ['-db', '-f', path.join(root, 'deploy', 'haproxy.cfg')], {
      env: {
        ...process.env,
        BALANCER_BIND: `127.0.0.1:${PORT}`,
        NODE_A: `127.0.0.1:${NODES.a}`,
        NODE_B: `127.0.0.1:${NODES.b}`,
      },
      stdio: 'inherit',
    }),
  );
  console.log(
    `\nCluster: HAProxy at ${publicUrl} → nodes at 127.0.0.1:${NODES.a} and :${NODES.b}\n` +
      `  PostgreSQL at 127.0.0.1:${pg.port}\n  S3 ${s3.storageUrl}\n` +
      `  Stop a node with kill -TERM <pid> (drain) or -KILL; Ctrl-C stops everything.\n`,
  );
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map(
        (c) =>
          new Promise((resolve) => (c.exitCode !== null ? resolve(null) : c.once('exit', resolve))),
      ),
    );
    await Promise.all([s3.stop(), pg.stop()]);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
