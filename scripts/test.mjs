// `npm test`: every suite (jest --ci); extra arguments go to jest, its exit code is ours. Like
// `npm start`, it first installs dependencies when node_modules is missing or stale.
// The browser tests (test/e2e) need Chromium and the built console, the several-node test
// (test/cluster) HAProxy: they are made ready first.
// Plain Node ESM with no dependencies.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildConsoleIfNeeded } from './consoleBuild.mjs';
import { ensureDebianProgram } from './debianPackage.mjs';
import { ensureInstalled } from './install.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const isWindows = process.platform === 'win32';

// The browser suites (e2e, and the faults' Chromium soak) need Chromium; they and the
// integration suite's asset checks need the built console. A run of other projects alone (--selectProjects unit console) needs neither.
ensureInstalled(root);
const args = process.argv.slice(2);
const projectsAt = args.indexOf('--selectProjects');
const projects =
  projectsAt < 0 ? null : args.slice(projectsAt + 1).filter((a) => !a.startsWith('-'));
const runs = (project) => projects === null || projects.includes(project);
// Browser tests drive Debian's Chromium; the several-node test puts Debian's HAProxy in front.
if (runs('e2e') || runs('faults')) {
  ensureDebianProgram({
    pkg: 'chromium',
    binary: 'chromium',
    envVar: 'CHROMIUM_PATH',
    purpose: 'Browser tests need Chromium',
  });
}
if (runs('cluster')) {
  ensureDebianProgram({
    pkg: 'haproxy',
    binary: 'haproxy',
    envVar: 'HAPROXY_PATH',
    purpose: 'The several-node test needs HAProxy',
  });
}
// The Web Push test's stand-in push service speaks TLS with a certificate Debian's openssl makes.
if (runs('integration')) {
  ensureDebianProgram({
    pkg: 'openssl',
    binary: 'openssl',
    envVar: 'OPENSSL_PATH',
    purpose: 'The Web Push test needs openssl',
  });
}
if (runs('e2e') || runs('integration') || runs('faults')) buildConsoleIfNeeded(root);

const jest = path.join(root, 'node_modules', '.bin', isWindows ? 'jest.cmd' : 'jest');
// --forceExit: once the suites and the global teardown are done, the run ends even if a library
// left a handle open in jest's own process (tsx's esbuild service of the global setup kept a
// finished run alive for minutes); a suite's own leaks still fail it through its afterAll.
// On 2 cores jest runs the files one after another in its own process, and what each file loads
// stays in its heap: the whole run outgrew Node's default 4 GB limit (an out-of-memory abort at
// file 159 of 234). The run gets room for all of them unless NODE_OPTIONS already sets a limit.
const env = { ...process.env };
if (!/--max-old-space-size/.test(env.NODE_OPTIONS ?? '')) {
  env.NODE_OPTIONS = `${env.NODE_OPTIONS ?? ''} --max-old-space-size=10240`.trim();
}
// A whole run (`npm test` with no arguments) runs two jest processes side by side, each one file
// at a time: the browser suites (e2e, faults: Chromium beside its server) in one, every other
// project in the other. Two Chromium suites at once starve each other on 2 cores (a download
// that never started within 20 s), so the browser suites never share the machine with one
// another; beside them the other projects take about the same time, and the run halves. Each
// process has its own PostgreSQL (the global setup) and its own ports. A run with arguments
// (a project, a file pattern, jest's options) is one jest process, as typed.
const BROWSER_PROJECTS = ['e2e', 'faults'];
const { default: jestConfig } = await import(
  pathToFileURL(path.join(root, 'jest.config.mjs')).href
);
const OTHER_PROJECTS = jestConfig.projects
  .map((project) => project.displayName)
  .filter((name) => !BROWSER_PROJECTS.includes(name));
const jestRuns =
  args.length === 0 && os.availableParallelism() >= 2
    ? [
        { label: 'browsers', args: ['--selectProjects', ...BROWSER_PROJECTS] },
        { label: 'others', args: ['--selectProjects', ...OTHER_PROJECTS] },
      ]
    : [{ label: '', args }];

/** Per labelled run, its lines that name a failed file or test, repeated once both are done. */
const failures = new Map();
// (Jest heads a failed test "  ● title" and a file's console output "  ● Console".)
const FAILURE_LINE = /^(FAIL |\s+● (?!Console$))/;

/** Runs jest; resolves to its exit status (128 + signal number when a signal ended it). */
function runJest({ label, args: jestArgs }) {
  const prefixed = label !== '';
  const child = spawn(jest, ['--ci', '--forceExit', ...jestArgs], {
    cwd: root,
    stdio: prefixed ? ['inherit', 'pipe', 'pipe'] : 'inherit',
    shell: isWindows,
    env,
  });
  // Side by side, each line says which process wrote it.
  if (prefixed) {
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      readline.createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) => {
        to.write(`[${label}] ${line}\n`);
        if (FAILURE_LINE.test(line)) failures.set(label, [...(failures.get(label) ?? []), line]);
      });
    }
  }
  children.push(child);
  return new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`Could not run jest: ${error.message}`);
      resolve(1);
    });
    // 'close': the process ended and its output was all read.
    child.on('close', (code, signal) => {
      resolve(signal ? 128 + (os.constants.signals[signal] ?? 0) : (code ?? 1));
    });
  });
}

const children = [];
// Wait for jest on Ctrl-C (it gets the terminal's signal itself); relay signals sent only to us.
const forwarded = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (forwarded.has(signal)) return;
    forwarded.add(signal);
    for (const child of children) child.kill(signal);
  });
}
const statuses = await Promise.all(jestRuns.map(runJest));
if (jestRuns.length > 1) {
  for (const [i, run] of jestRuns.entries()) {
    console.log(
      `${run.label} (${run.args.slice(1).join(', ')}): ${statuses[i] === 0 ? 'passed' : `failed (exit ${statuses[i]})`}`,
    );
    // The two runs' lines interleave: what failed in the one that finished first is far above.
    for (const line of new Set(failures.get(run.label) ?? [])) console.log(`  ${line.trim()}`);
  }
}
process.exit(statuses.find((status) => status !== 0) ?? 0);
