// `npm run cluster`: the several-node arrangement on one machine, for a person to try. One
// PostgreSQL (embedded, under DATA_DIR/cluster/postgres), an S3-compatible server (s3rver), two
// server nodes (mail as .eml files in the leading node's DATA_DIR/cluster/node-*/outbox), and
// HAProxy from Debian in front
// (deploy/haproxy.cfg), all on 127.0.0.1. Open http://127.0.0.1:8080; Ctrl-C stops everything.
// Installs Debian's haproxy with apt-get when it is missing (as root). The nodes and HAProxy
// start as the several-node test starts them (test/support/balancedNodes.ts).
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ensureDebianProgram } from './debianPackage.mjs';
import { SMALL_SERVER_SETTINGS, startCluster } from './postgresCluster.mjs';
import { serverEnv } from './serverEnv.mjs';
import { startBalancer, startNode } from '../test/support/balancedNodes';
import type { ChildOutput } from '../test/support/balancedNodes';
import { startS3Server } from '../test/support/s3Server';

const root = path.resolve(__dirname, '..');
const PORT = Number(process.env.PORT || 8080);
const NODES = { a: PORT + 1, b: PORT + 2 };

async function main(): Promise<void> {
  const haproxy = ensureDebianProgram({
    pkg: 'haproxy',
    binary: 'haproxy',
    envVar: 'HAPROXY_PATH',
    purpose: 'npm run cluster needs HAProxy',
  });
  const dataDir = path.resolve(root, process.env.DATA_DIR || 'data', 'cluster');
  mkdirSync(dataDir, { recursive: true });
  const pg = await startCluster({
    dir: path.join(dataDir, 'postgres'),
    settings: SMALL_SERVER_SETTINGS,
  });
  const s3 = await startS3Server();
  const children: ChildOutput[] = [];
  const secret = randomBytes(32).toString('base64url');
  const publicUrl = `http://127.0.0.1:${PORT}`;
  for (const [name, port] of Object.entries(NODES)) {
    const env = serverEnv({
      ...process.env,
      ...s3.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: path.join(dataDir, `node-${name}`),
      DATABASE_URL: pg.url('postgres'),
      STORAGE_URL: s3.storageUrl,
      SECRET: secret,
      PUBLIC_URL: publicUrl,
      TRUSTED_PROXY: '127.0.0.1',
    });
    const node = await startNode(name, env, { echo: true });
    children.push(node);
    console.log(`Node ${name}: pid ${node.process.pid} at ${node.baseUrl}`);
  }
  children.push(await startBalancer(PORT, NODES, { haproxy, echo: true }));
  console.log(
    `\nCluster: HAProxy at ${publicUrl} → nodes at 127.0.0.1:${NODES.a} and :${NODES.b}\n` +
      `  PostgreSQL at 127.0.0.1:${pg.port}\n  S3 ${s3.storageUrl}\n` +
      `  Stop a node with kill -TERM <pid> (drain) or -KILL; Ctrl-C stops everything.\n`,
  );
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await Promise.all(children.map((child) => child.stop('SIGTERM')));
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
