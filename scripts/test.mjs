// `npm test`: every suite (jest --ci); extra arguments go to jest, its exit code is ours. Like
// `npm start`, it first installs dependencies when node_modules is missing or stale.
// The browser tests (test/e2e) need Chromium and the built console, the several-node test
// (test/cluster) HAProxy: they are made ready first.
// Plain Node ESM with no dependencies.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
const child = spawn(jest, ['--ci', '--forceExit', ...args], {
  cwd: root,
  stdio: 'inherit',
  shell: isWindows,
  env,
});
// Wait for jest on Ctrl-C (it gets the terminal's signal itself); relay signals sent only to us.
const forwarded = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (forwarded.has(signal)) return;
    forwarded.add(signal);
    child.kill(signal);
  });
}
child.on('error', (error) => {
  console.error(`Could not run jest: ${error.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => {
  process.exit(signal ? 128 + (os.constants.signals[signal] ?? 0) : (code ?? 1));
});
