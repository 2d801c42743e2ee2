// `npm start`'s processes for tests: scripts/runProduct.mjs (the supervisor) on a DATA_DIR of
// the test's, with the embedded PostgreSQL and the server as its children. Linux: the process
// tree is read from /proc.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

export interface Product {
  /** The process started: runProduct.mjs, or npm with `npm: true`. */
  supervisor: ChildProcess;
  /** The processes from the one started down to the parent of the server and the database. */
  supervisors: number[];
  baseUrl: string;
  postmasterPid: number;
  serverPid: number;
  /** The postmaster and its children (backends, checkpointer…) and the server. */
  processes(): number[];
  /** Ctrl-C: SIGINT to the supervisor's process group (npm's, with `npm: true`). */
  interrupt(): void;
  /** The supervisor's exit code (or 128 + signal). */
  exited: Promise<number>;
  output(): string;
}

function parentOf(pid: number): number | undefined {
  try {
    // The command may hold spaces and parentheses: the fields after the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

export function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((candidate) => parentOf(candidate) === pid);
}

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return parentOf(pid) !== undefined;
  } catch {
    return false;
  }
}

/**
 * Starts the product on `dataDir` (PostgreSQL embedded, whatever DATABASE_URL says here): its
 * runner, or with `npm: true` the whole `npm start` (its install and console checks included).
 */
export async function startProduct(dataDir: string, { npm = false } = {}): Promise<Product> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  // npm in a process group of its own, as a terminal's foreground job is: interrupt() is Ctrl-C.
  const supervisor = npm
    ? spawn('npm', ['start'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
    : spawn(process.execPath, ['scripts/runProduct.mjs'], {
        cwd: ROOT,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
  let output = '';
  supervisor.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  supervisor.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number>((resolve) => {
    supervisor.on('exit', (code, signal) => resolve(signal ? 128 : (code ?? 1)));
  });
  const started = Date.now();
  let baseUrl: string | undefined;
  while (!baseUrl) {
    baseUrl = /running at (http:\/\/[\d.]+:\d+)/.exec(output)?.[1];
    if (supervisor.exitCode !== null) throw new Error(`the product did not start:\n${output}`);
    if (Date.now() - started > 60_000) throw new Error(`the product took too long:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const postmasterPid = Number(/PostgreSQL \(embedded\) .* pid (\d+)/.exec(output)?.[1]);
  const supervisors: number[] = [];
  for (let pid = parentOf(postmasterPid); pid && pid !== process.pid; pid = parentOf(pid)) {
    supervisors.unshift(pid);
    if (pid === supervisor.pid) break;
  }
  const runner = supervisors.at(-1);
  const serverPid = runner && childrenOf(runner).find((pid) => pid !== postmasterPid);
  if (!postmasterPid || !serverPid || supervisors[0] !== supervisor.pid) {
    throw new Error(`no database or server process:\n${output}`);
  }
  return {
    supervisor,
    supervisors,
    baseUrl,
    postmasterPid,
    serverPid,
    processes: () => [postmasterPid, ...childrenOf(postmasterPid), serverPid],
    interrupt: () => process.kill(npm ? -supervisor.pid! : supervisor.pid!, 'SIGINT'),
    exited,
    output: () => output,
  };
}

/** Waits until none of the processes is left (or fails after 15 s). */
export async function allGone(pids: number[]): Promise<number[]> {
  const until = Date.now() + 15_000;
  let left = pids.filter(alive);
  while (left.length > 0 && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    left = pids.filter(alive);
  }
  return left;
}
