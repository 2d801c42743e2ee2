// Compares the package-lock.json `npm install` left with the committed one (CI's fallback when
// `npm ci` refuses a lock that lacks optional platform packages for other systems). Passes when
// every locked package kept its version and integrity and the only entries added or dropped are
// optional ones (the platform binaries the registry serves or not on the day); anything else
// means package.json and the lock disagree, and the lock must be updated and committed.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const committed = JSON.parse(
  execFileSync('git', ['show', 'HEAD:package-lock.json'], { encoding: 'utf8', maxBuffer: 1 << 28 }),
).packages;
const installed = JSON.parse(readFileSync('package-lock.json', 'utf8')).packages;

const problems = [];
for (const [path, entry] of Object.entries(committed)) {
  const now = installed[path];
  if (!now) {
    if (!entry.optional) problems.push(`${path}: dropped`);
  } else if (now.version !== entry.version || now.integrity !== entry.integrity) {
    problems.push(`${path}: ${entry.version} became ${now.version}`);
  }
}
const added = Object.keys(installed).filter((path) => !committed[path]);
for (const path of added) {
  if (!installed[path].optional) problems.push(`${path}: added`);
}

if (problems.length > 0) {
  console.error(
    'package-lock.json is out of date with package.json: run npm install and commit it.',
  );
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(
  `The locked tree is installed as committed (${added.length} optional platform entries the registry added).`,
);
