// The one install routine: `npm start`, `npm test` and `.ci/run` all call it before anything
// that needs node_modules. `npm ci` when it works; when npm refuses the lock only because optional
// platform packages (binaries for other systems, listed or not with versions by the registry on the
// day) differ between the lock and the registry, `npm install` installs the locked tree, the drift
// check (lockDrift.mjs) proves every locked package kept its version and integrity, and the lock
// is put back byte for byte. Anything else stops with npm's own message and one line saying what
// to do. Plain Node ESM with no dependencies: it runs before node_modules exists.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { lockDrift } from './lockDrift.mjs';

const isWindows = process.platform === 'win32';
const NPM_FLAGS = ['--no-audit', '--no-fund'];

/** The names of the packages that some locked package lists as optional dependencies. */
export function optionalNames(lock) {
  const names = new Set();
  for (const entry of Object.values(lock.packages ?? {})) {
    for (const name of Object.keys(entry.optionalDependencies ?? {})) names.add(name);
  }
  return names;
}

/**
 * What `npm ci`'s refusal means, from its stderr and the lock it refused:
 * - `optional-drift`: only "Missing: name@[version] from lock file" lines, each naming a package
 *   that the lock knows as an optional dependency (a platform binary the registry serves now);
 * - `other`: anything else (a real mismatch between package.json and the lock, a network error…).
 */
export function classifyCiRefusal(stderr, lock) {
  if (!/can only install packages when your package\.json and package-lock\.json/.test(stderr)) {
    return { kind: 'other', missing: [] };
  }
  const problems = stderr.match(/^npm error (Missing|Invalid): .*$/gm) ?? [];
  const optional = optionalNames(lock);
  const missing = [];
  for (const line of problems) {
    const match = /^npm error Missing: (@?[^@\s]+)@(\S*) from lock file$/.exec(line);
    if (!match || !optional.has(match[1])) return { kind: 'other', missing: [] };
    missing.push(match[1]);
  }
  return missing.length > 0 ? { kind: 'optional-drift', missing } : { kind: 'other', missing: [] };
}

function sha256(bytes) {
  return createHash('sha256').update(bytes).digest('hex');
}

function stampPath(root) {
  return path.join(root, 'node_modules', '.install-stamp');
}

function readStamp(root) {
  try {
    return JSON.parse(readFileSync(stampPath(root), 'utf8'));
  } catch {
    return undefined;
  }
}

function writeStamp(root, hash) {
  const lockFile = path.join(root, 'package-lock.json');
  const stamp = { sha256: hash, lockMtimeMs: statSync(lockFile).mtimeMs, installedAt: new Date() };
  writeFileSync(stampPath(root), `${JSON.stringify(stamp, null, 2)}\n`);
}

/** Why node_modules needs installing, or undefined when it matches the lock. */
export function installReason(root) {
  const lockFile = path.join(root, 'package-lock.json');
  if (!existsSync(path.join(root, 'node_modules'))) return 'node_modules is missing';
  const stamp = readStamp(root);
  if (!stamp?.sha256) return 'node_modules was not installed by this routine (no .install-stamp)';
  // Unchanged mtime: trust the stamp without hashing. A newer lock is stale only if its content
  // changed (a checkout that rewrites identical bytes is not worth a reinstall).
  if (statSync(lockFile).mtimeMs === stamp.lockMtimeMs) return undefined;
  const hash = sha256(readFileSync(lockFile));
  if (hash !== stamp.sha256) return 'package-lock.json changed since the last install';
  writeStamp(root, hash);
  return undefined;
}

function fail(message, status = 1) {
  console.error(message);
  process.exit(status || 1);
}

function npm(root, args, stdio) {
  console.log(`> npm ${args.join(' ')}`);
  const result = spawnSync('npm', args, { cwd: root, stdio, encoding: 'utf8', shell: isWindows });
  if (result.error) throw result.error;
  return result;
}

/** Installs node_modules from the lock when it is missing or stale; exits the process on failure. */
export function ensureInstalled(root) {
  const reason = installReason(root);
  if (!reason) return;
  console.log(`Installing dependencies: ${reason}.`);
  const lockFile = path.join(root, 'package-lock.json');
  const lockBytes = readFileSync(lockFile);
  const ci = npm(root, ['ci', ...NPM_FLAGS], ['inherit', 'inherit', 'pipe']);
  if (ci.status === 0) {
    process.stderr.write(ci.stderr);
    writeStamp(root, sha256(lockBytes));
    return;
  }
  const lock = JSON.parse(lockBytes.toString('utf8'));
  const refusal = classifyCiRefusal(ci.stderr, lock);
  if (refusal.kind !== 'optional-drift') {
    process.stderr.write(ci.stderr);
    fail(
      `npm ci failed (exit ${ci.status}): read npm's message above. If package.json changed, ` +
        'run npm install and commit package-lock.json; otherwise check the network and try again.',
      ci.status,
    );
  }
  console.log(
    `npm ci refused only because the registry lists ${refusal.missing.length} optional platform ` +
      'packages the lock does not: installing the locked tree with npm install.',
  );
  const install = npm(root, ['install', ...NPM_FLAGS], 'inherit');
  const installed = JSON.parse(readFileSync(lockFile, 'utf8'));
  // The lock goes back whatever happened: the committed file stays the truth.
  writeFileSync(lockFile, lockBytes);
  if (install.status !== 0) fail(`npm install failed (exit ${install.status}).`, install.status);
  const drift = lockDrift(lock, installed);
  if (drift.problems.length > 0) {
    console.error('npm install changed locked packages:');
    for (const problem of drift.problems) console.error(`  ${problem}`);
    fail('Run npm install, review package-lock.json and commit it.');
  }
  console.log(
    `The locked tree is installed as committed (${drift.added.length} optional platform entries ` +
      'the registry added; the lock is unchanged).',
  );
  writeStamp(root, sha256(lockBytes));
}

// `node scripts/install.mjs [root]`: the project root defaults to this file's parent folder.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  ensureInstalled(
    path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..')),
  );
}
