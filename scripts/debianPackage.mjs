// Debian programs the tests and `npm run cluster` drive (Chromium, HAProxy): found on the
// machine, or installed with apt-get when we run as root, so that a fresh machine with only
// Node 20 and npm gets them through `npm test`. Plain Node ESM with no dependencies.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The path of `binary`: the environment variable `envVar` when it names a program, then
 * /usr/bin, /usr/sbin and PATH; undefined when absent.
 */
export function findProgram(binary, envVar) {
  const named = envVar ? process.env[envVar] : undefined;
  if (named && isExecutable(named)) return named;
  const dirs = ['/usr/bin', '/usr/sbin', ...(process.env.PATH ?? '').split(path.delimiter)];
  return dirs
    .map((dir) => dir && path.join(dir, binary))
    .find((file) => file && isExecutable(file));
}

/**
 * Finds `binary`, or installs Debian's `pkg` with apt-get (as root) and finds it then; exits
 * with a message saying what to install when neither works. Sets `envVar` to the path found.
 */
export function ensureDebianProgram({ pkg, binary, envVar, purpose }) {
  let found = findProgram(binary, envVar);
  if (!found) {
    if (process.getuid?.() !== 0) {
      console.error(`${purpose}: install Debian's '${pkg}' package (apt-get install ${pkg}).`);
      process.exit(1);
    }
    console.log(`${purpose}: installing it (apt-get install ${pkg}).`);
    const result = spawnSync('sh', ['-c', `apt-get update && apt-get install -y ${pkg}`], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    found = result.status === 0 ? findProgram(binary, envVar) : undefined;
    if (!found) {
      console.error(`Could not install ${pkg} (apt-get install ${pkg} failed).`);
      process.exit(1);
    }
  }
  process.env[envVar] = found;
  return found;
}
