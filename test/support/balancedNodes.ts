// Server nodes as processes of their own and Debian's HAProxy in front of them
// (deploy/haproxy.cfg), all on 127.0.0.1: the several-node test (test/cluster) and
// `npm run cluster` start the same arrangement with these.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
export const HAPROXY_CONFIG = path.join(ROOT, 'deploy', 'haproxy.cfg');

export interface ChildOutput {
  process: ChildProcess;
  /** What it wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves once it has exited. */
  exited: Promise<void>;
  /** Stops it with `signal` and waits until it has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

function watch(child: ChildProcess, echo: boolean): ChildOutput {
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    if (echo) process.stdout.write(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  return {
    process: child,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

export interface NodeProcess extends ChildOutput {
  name: string;
  port: number;
  baseUrl: string;
  wsUrl: string;
}

/**
 * One server node (src/server/main.ts, as `npm start` runs it) in the environment `env` (which
 * includes the parent's: `npm run cluster` adds serverEnv's memory settings); resolves once it
 * listens. PORT 0 takes a free port.
 */
export async function startNode(
  name: string,
  env: NodeJS.ProcessEnv,
  { echo = false } = {},
): Promise<NodeProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const watched = watch(child, echo);
  const until = Date.now() + 90_000;
  for (;;) {
    const port = Number(/running at http:\/\/[\d.]+:(\d+)/.exec(watched.output())?.[1]);
    if (port) {
      return {
        ...watched,
        name,
        port,
        baseUrl: `http://127.0.0.1:${port}`,
        wsUrl: `ws://127.0.0.1:${port}/live`,
      };
    }
    if (child.exitCode !== null || Date.now() > until) {
      await watched.stop('SIGKILL');
      throw new Error(`node ${name} did not start:\n${watched.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Debian's HAProxy: HAPROXY_PATH (npm test sets it, installing the package), or the usual place. */
export function haproxyPath(): string {
  const found = [process.env.HAPROXY_PATH, '/usr/sbin/haproxy', '/usr/bin/haproxy'].find(
    (p) => p && existsSync(p),
  );
  if (!found) {
    throw new Error("No HAProxy: `npm test` installs Debian's haproxy (apt-get install haproxy).");
  }
  return found;
}

/** A free port on 127.0.0.1 (free when asked: HAProxy binds it a moment later). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface Balancer extends ChildOutput {
  baseUrl: string;
  wsUrl: string;
}

/**
 * HAProxy with the repository's config at 127.0.0.1:`port`, in front of nodes `a` and `b`;
 * resolves once it forwards to a ready node.
 */
export async function startBalancer(
  port: number,
  nodes: { a: number; b: number },
  { haproxy = haproxyPath(), echo = false } = {},
): Promise<Balancer> {
  const child = spawn(haproxy, ['-db', '-f', HAPROXY_CONFIG], {
    env: {
      ...process.env,
      BALANCER_BIND: `127.0.0.1:${port}`,
      NODE_A: `127.0.0.1:${nodes.a}`,
      NODE_B: `127.0.0.1:${nodes.b}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const watched = watch(child, echo);
  const baseUrl = `http://127.0.0.1:${port}`;
  const until = Date.now() + 30_000;
  for (;;) {
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { ...watched, baseUrl, wsUrl: `ws://127.0.0.1:${port}/live` };
    if (child.exitCode !== null || Date.now() > until) {
      await watched.stop('SIGKILL');
      throw new Error(`HAProxy did not start:\n${watched.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
