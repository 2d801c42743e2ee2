// `npm start`: install dependencies if missing or stale, build the console if needed, then run
// the embedded PostgreSQL and the server in the foreground (runProduct.mjs) until Ctrl-C.
// Plain Node ESM with no dependencies: it runs before node_modules exists.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildConsoleIfNeeded } from './consoleBuild.mjs';
import { runProductAndExit } from './runProduct.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lockFile = path.join(root, 'package-lock.json');
const stampFile = path.join(root, 'node_modules', '.install-stamp');
const isWindows = process.platform === 'win32';

function run(command, args) {
  console.log(`> ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', shell: isWindows });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    console.error(
      `${command} ${args.join(' ')} failed (${result.signal ?? `exit ${result.status}`})`,
    );
    process.exit(result.status || 1);
  }
}

function lockHash() {
  return createHash('sha256').update(readFileSync(lockFile)).digest('hex');
}

function readStamp() {
  try {
    return JSON.parse(readFileSync(stampFile, 'utf8'));
  } catch {
    return undefined;
  }
}

function writeStamp(sha256) {
  const stamp = { sha256, lockMtimeMs: statSync(lockFile).mtimeMs, installedAt: new Date() };
  writeFileSync(stampFile, `${JSON.stringify(stamp, null, 2)}\n`);
}

/** Why node_modules needs `npm ci`, or undefined when it is up to date. */
function installReason() {
  if (!existsSync(path.join(root, 'node_modules'))) return 'node_modules is missing';
  const stamp = readStamp();
  if (!stamp?.sha256) return 'node_modules was not installed by npm start (no .install-stamp)';
  // Unchanged mtime: trust the stamp without hashing. A newer lock is stale only if its
  // content changed (a checkout that rewrites identical bytes is not worth a reinstall).
  if (statSync(lockFile).mtimeMs === stamp.lockMtimeMs) return undefined;
  const sha256 = lockHash();
  if (sha256 !== stamp.sha256) return 'package-lock.json changed since the last install';
  writeStamp(sha256);
  return undefined;
}

/**
 * True when `npm ci` refused the lock only because optional packages are "Missing: name@ from
 * lock file" with no version at all: platform binaries for other systems that the registry in
 * use does not serve, so no lock written against it can list them. `npm install` then installs
 * exactly the locked tree.
 */
function onlyUnresolvableOptionalsMissing(stderr) {
  if (!/can only install packages when your package\.json and package-lock\.json/.test(stderr)) {
    return false;
  }
  const missing = stderr.match(/^npm error Missing: .* from lock file$/gm) ?? [];
  return (
    missing.length > 0 &&
    missing.every((line) => /^npm error Missing: \S+@ from lock file$/.test(line))
  );
}

function installIfNeeded() {
  const reason = installReason();
  if (!reason) return;
  console.log(`Installing dependencies: ${reason}.`);
  const sha256 = lockHash();
  const args = ['ci', '--no-audit', '--no-fund'];
  console.log(`> npm ${args.join(' ')}`);
  const ci = spawnSync('npm', args, {
    cwd: root,
    stdio: ['inherit', 'inherit', 'pipe'],
    encoding: 'utf8',
    shell: isWindows,
  });
  if (ci.error) throw ci.error;
  if (ci.status === 0) process.stderr.write(ci.stderr);
  if (ci.status !== 0) {
    if (!onlyUnresolvableOptionalsMissing(ci.stderr)) {
      process.stderr.write(ci.stderr);
      console.error(`npm ci failed (exit ${ci.status}).`);
      process.exit(ci.status || 1);
    }
    const missing = ci.stderr.match(/^npm error Missing: \S+@ from lock file$/gm).length;
    console.log(
      `npm ci refused: the lock lacks ${missing} optional platform packages for other systems ` +
        '(this registry does not serve them). Installing the locked tree with npm install.',
    );
    run('npm', ['install', '--no-audit', '--no-fund']);
    if (lockHash() !== sha256) {
      console.warn('Warning: npm install updated package-lock.json; review and commit it.');
    }
  }
  writeStamp(lockHash());
}

installIfNeeded();
buildConsoleIfNeeded(root);
runProductAndExit();
