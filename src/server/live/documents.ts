// Rows to the typed documents of the live feed, loaded in batches. Each area declares the
// collections it owns (live/descriptors.ts); this registry is built from the list of areas.
import type { Queryable } from '../db/database';
import type { Collection } from '../db/writer';
import { AREAS } from '../areas';
import type { CollectionDescriptor, DocRef, LoadedDoc } from './descriptors';

export type { DocRef, LoadedDoc, Loader } from './descriptors';

export const identity = (ref: DocRef) =>
  `${ref.collection}|${ref.eventId ?? ''}|${ref.scope}|${ref.docId}`;

function collectionRegistry(): ReadonlyMap<Collection, CollectionDescriptor> {
  const registry = new Map<Collection, CollectionDescriptor>();
  for (const area of AREAS) {
    for (const [name, descriptor] of Object.entries<CollectionDescriptor>(area.collections)) {
      if (registry.has(name as Collection)) {
        throw new Error(`The collection ${name} is declared twice (area ${area.name}).`);
      }
      registry.set(name as Collection, descriptor);
    }
  }
  return registry;
}

/** Every collection of every area, by the name its change records carry. */
export const COLLECTIONS = collectionRegistry();

/** The current documents of the given refs, keyed by identity; deleted ones are absent. */
export async function loadRefs(q: Queryable, refs: DocRef[]): Promise<Map<string, LoadedDoc>> {
  const byCollection = new Map<Collection, DocRef[]>();
  for (const ref of refs) {
    const list = byCollection.get(ref.collection) ?? [];
    list.push(ref);
    byCollection.set(ref.collection, list);
  }
  const loaded = new Map<string, LoadedDoc>();
  for (const [collection, list] of byCollection) {
    const spec = COLLECTIONS.get(collection);
    // A change record of a collection no area declares any more: nothing to deliver.
    if (!spec) continue;
    for (const doc of await spec.load(q, spec.whereRefs(list))) loaded.set(identity(doc), doc);
  }
  return loaded;
}
