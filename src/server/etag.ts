// Conditional GETs of the server's cached answers (files, the public snapshot, the exports).

/** Whether an If-None-Match header names this ETag (or is '*'); weak comparison. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === etag || t === '*');
}
