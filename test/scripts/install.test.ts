// The install routine (scripts/install.mjs) run as `npm start`, `npm test` and CI run it, with a
// stand-in `npm` on PATH that refuses `npm ci` the way the registry makes the real one refuse.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const script = path.resolve(__dirname, '../../scripts/install.mjs');

const lock = {
  name: 'demo',
  lockfileVersion: 3,
  packages: {
    '': { name: 'demo', dependencies: { '@bufbuild/buf': '1.75.0', left: '1.0.0' } },
    'node_modules/@bufbuild/buf': {
      version: '1.75.0',
      integrity: 'sha512-buf',
      optionalDependencies: { '@bufbuild/buf-darwin-arm64': '1.75.0', '@swc/core-win32': '1.0.0' },
    },
    'node_modules/left': { version: '1.0.0', integrity: 'sha512-left' },
  },
};

const REFUSAL =
  'npm error code EUSAGE\nnpm error\nnpm error `npm ci` can only install packages when your ' +
  'package.json and package-lock.json or npm-shrinkwrap.json are in sync. Please update your ' +
  'lock file with `npm install` before continuing.\nnpm error\n';

// The stand-in npm: `ci` answers as the scenario says; `install` rewrites the lock as the
// scenario says (the real one adds the optional entries it found) and makes node_modules.
const FAKE_NPM = `#!/usr/bin/env node
const fs = require('node:fs');
const scenario = JSON.parse(process.env.FAKE_NPM_SCENARIO);
fs.appendFileSync(process.env.FAKE_NPM_LOG, process.argv[2] + '\\n');
if (process.argv[2] === 'ci') {
  process.stderr.write(scenario.ciStderr);
  if (scenario.ciStatus === 0) fs.mkdirSync('node_modules', { recursive: true });
  process.exit(scenario.ciStatus);
}
if (process.argv[2] === 'install') {
  fs.writeFileSync('package-lock.json', JSON.stringify(scenario.installedLock, null, 2));
  fs.mkdirSync('node_modules', { recursive: true });
  process.exit(0);
}
process.exit(2);
`;

interface Scenario {
  ciStatus: number;
  ciStderr: string;
  installedLock?: unknown;
}

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function run(scenario: Scenario) {
  const dir = mkdtempSync(path.join(tmpdir(), 'install-routine-'));
  dirs.push(dir);
  const bin = path.join(dir, 'bin');
  const project = path.join(dir, 'project');
  for (const d of [bin, project]) spawnSync('mkdir', ['-p', d]);
  writeFileSync(path.join(bin, 'npm'), FAKE_NPM);
  chmodSync(path.join(bin, 'npm'), 0o755);
  const lockText = `${JSON.stringify(lock, null, 2)}\n`;
  writeFileSync(path.join(project, 'package-lock.json'), lockText);
  const log = path.join(dir, 'npm.log');
  writeFileSync(log, '');
  const result = spawnSync(process.execPath, [script, project], {
    encoding: 'utf8',
    env: {
      ...process.env,
      PATH: `${bin}${path.delimiter}${process.env.PATH}`,
      FAKE_NPM_SCENARIO: JSON.stringify(scenario),
      FAKE_NPM_LOG: log,
    },
  });
  return {
    status: result.status,
    output: result.stdout + result.stderr,
    calls: readFileSync(log, 'utf8').trim().split('\n'),
    lockKept: readFileSync(path.join(project, 'package-lock.json'), 'utf8') === lockText,
    stamped: existsSync(path.join(project, 'node_modules', '.install-stamp')),
  };
}

const withOptionals = {
  ...lock,
  packages: {
    ...lock.packages,
    'node_modules/@bufbuild/buf-darwin-arm64': {
      version: '1.75.0',
      integrity: 'sha512-darwin',
      optional: true,
    },
  },
};

it('installs with npm ci when the lock is accepted', () => {
  const result = run({ ciStatus: 0, ciStderr: '' });
  expect(result.status).toBe(0);
  expect(result.calls).toEqual(['ci']);
  expect(result.stamped).toBe(true);
});

it.each([
  ['with versions', 'npm error Missing: @bufbuild/buf-darwin-arm64@1.75.0 from lock file\n'],
  ['without versions', 'npm error Missing: @bufbuild/buf-darwin-arm64@ from lock file\n'],
])(
  'installs the locked tree and puts the lock back when only optional entries differ (%s)',
  (_, missing) => {
    const result = run({
      ciStatus: 1,
      ciStderr: REFUSAL + missing + 'npm error Missing: @swc/core-win32@1.0.0 from lock file\n',
      installedLock: withOptionals,
    });
    expect(result.output).toContain('installing the locked tree with npm install');
    expect(result.calls).toEqual(['ci', 'install']);
    expect(result.status).toBe(0);
    expect(result.lockKept).toBe(true);
    expect(result.stamped).toBe(true);
  },
);

it('refuses a real mismatch between package.json and the lock, without npm install', () => {
  const result = run({
    ciStatus: 1,
    ciStderr:
      REFUSAL +
      "npm error Invalid: lock file's left@1.0.0 does not satisfy left@2.0.0\n" +
      'npm error Missing: @bufbuild/buf-darwin-arm64@1.75.0 from lock file\n',
  });
  expect(result.status).not.toBe(0);
  expect(result.calls).toEqual(['ci']);
  expect(result.output).toContain('does not satisfy left@2.0.0');
  expect(result.output).toContain('run npm install and commit package-lock.json');
  expect(result.stamped).toBe(false);
});

it('refuses a missing package that is no optional dependency of the lock', () => {
  const result = run({
    ciStatus: 1,
    ciStderr: REFUSAL + 'npm error Missing: right@1.0.0 from lock file\n',
  });
  expect(result.status).not.toBe(0);
  expect(result.calls).toEqual(['ci']);
});

it('refuses when npm install moved a locked package, and puts the lock back', () => {
  const moved = {
    ...withOptionals,
    packages: {
      ...withOptionals.packages,
      'node_modules/left': { version: '1.0.1', integrity: 'sha512-other' },
    },
  };
  const result = run({
    ciStatus: 1,
    ciStderr: REFUSAL + 'npm error Missing: @bufbuild/buf-darwin-arm64@1.75.0 from lock file\n',
    installedLock: moved,
  });
  expect(result.status).not.toBe(0);
  expect(result.output).toContain('node_modules/left: 1.0.0 became 1.0.1');
  expect(result.lockKept).toBe(true);
  expect(result.stamped).toBe(false);
});

it("fails with npm's message when npm ci fails for another reason", () => {
  const result = run({ ciStatus: 1, ciStderr: 'npm error code ECONNREFUSED\n' });
  expect(result.status).not.toBe(0);
  expect(result.output).toContain('ECONNREFUSED');
  expect(result.output).toContain('check the network');
  expect(result.calls).toEqual(['ci']);
});
