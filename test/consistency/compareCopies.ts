// What the consistency suite compares after each step: every target a console tab holds (a
// resume point in an entity slice) or follows (an open screen), as the tab's slices hold it,
// against what a fresh client reads from the server (a new live connection, no resume token).
// Documents are compared by their protobuf encoding, as the resume digest hashes them.
import { create, toBinary, toJsonString } from '@bufbuild/protobuf';
import { DocumentSchema } from '../../generated/live/live_pb';
import type { Document } from '../../generated/live/live_pb';
import { heldDocuments } from '../../src/client/live';
import type { AppStore } from '../../src/console/app/store';
import { LiveClient } from '../integration/support/liveClient';

/** The paths whose resume point some slice of the state keeps (the copies the tab holds). */
export function heldPaths(state: object): string[] {
  return Object.values(state).flatMap((slice: unknown) => {
    const resume = (slice as { resume?: unknown } | null)?.resume;
    return resume && typeof resume === 'object' ? Object.keys(resume) : [];
  });
}

const encoded = (doc: Document['doc']) =>
  Buffer.from(toBinary(DocumentSchema, create(DocumentSchema, { doc }))).toString('hex');

const shown = (doc: Document['doc']) =>
  toJsonString(DocumentSchema, create(DocumentSchema, { doc })).slice(0, 300);

/** The documents of each path as a fresh client reads them now, keyed by encoding. */
export async function serverCopies(
  wsUrl: string,
  idToken: string,
  paths: readonly string[],
): Promise<Map<string, Map<string, Document['doc']>>> {
  const live = await LiveClient.connect(wsUrl, idToken);
  try {
    const targets = await Promise.all(paths.map((path, i) => live.listen(i + 1, path)));
    return new Map(
      paths.map((path, i) => {
        const target = targets[i];
        const docs = new Map<string, Document['doc']>();
        if (target && target.error === undefined)
          for (const d of target.docs.values()) docs.set(encoded(d.doc), d.doc);
        return [path, docs];
      }),
    );
  } finally {
    await live.close();
  }
}

/** How the tab's copy of a path differs from the server's (empty: it does not). */
export function copyDifference(
  store: AppStore,
  path: string,
  server: Map<string, Document['doc']>,
): string[] {
  const held = heldDocuments(store.getState(), path);
  // A changes-only target (participants): its documents come from elsewhere.
  if (held === null) return [];
  const local = new Map(held.map((doc) => [encoded(doc), doc]));
  const extra = [...local].filter(([key]) => !server.has(key));
  const missing = [...server].filter(([key]) => !local.has(key));
  return [
    ...extra.map(([, doc]) => `${path}: the console holds ${shown(doc)}`),
    ...missing.map(([, doc]) => `${path}: the server holds ${shown(doc)}`),
  ];
}
