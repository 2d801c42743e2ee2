// The drift check: compares the lock `npm install` left with the lock it started from. Clean when
// every locked package kept its version and integrity and the only entries added or dropped are
// optional ones (platform binaries the registry serves or not on the day); anything else means
// package.json and the lock disagree, and the lock must be updated and committed.
// Plain Node ESM with no dependencies.

/** Problems (locked packages changed, added or dropped) and the optional entries added. */
export function lockDrift(committedLock, installedLock) {
  const committed = committedLock.packages ?? {};
  const installed = installedLock.packages ?? {};
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
  return { problems, added };
}
