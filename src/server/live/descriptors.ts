// What an area declares about each collection it owns: how its rows become live documents,
// which rows a change record names, and the live targets that serve it with who may read them.
// live/documents.ts and live/targets.ts are built from these, over the list of areas.
import type { SQL } from 'drizzle-orm';
import type { Document } from '../../../generated/live/live_pb';
import type { LiveTargetName, ParamsOf } from '../../common/liveTargets';
import type { Queryable } from '../db/database';
import type { Collection } from '../db/writer';

/** A document's identity: its collection, event, scope and id, as written in the change record. */
export interface DocRef {
  collection: Collection;
  eventId: string | null;
  scope: string;
  docId: string;
}

export interface LoadedDoc extends DocRef {
  document: Document;
}

/** Loads the current documents of the rows a condition selects; deleted ones are absent. */
export type Loader = (q: Queryable, where: SQL | undefined) => Promise<LoadedDoc[]>;

/** Which change records a target follows: every given field must match. */
export interface Selector {
  collection: Collection;
  eventId?: string;
  ownerId?: string;
  scope?: string;
}

export interface ResolvedTarget {
  selector: Selector;
  /** Whether a current document belongs to the target (e.g. the event list hides archived). */
  includes(document: Document): boolean;
  snapshot(q: Queryable): Promise<LoadedDoc[]>;
}

export interface TargetRequest<N extends LiveTargetName> {
  q: Queryable;
  /** The signed-in caller. */
  uid: string;
  params: ParamsOf<N>;
  /** The loader of the collection that serves the target. */
  load: Loader;
}

export interface ServedTarget<N extends LiveTargetName> {
  /** The target for this caller, or a ConnectError (INVALID_ARGUMENT, NOT_FOUND). */
  resolve(request: TargetRequest<N>): Promise<ResolvedTarget>;
}

export type ServedTargets = { readonly [N in LiveTargetName]?: ServedTarget<N> };

export interface CollectionDescriptor {
  load: Loader;
  /** The condition that selects the rows of the given change references (all of this collection). */
  whereRefs(refs: DocRef[]): SQL | undefined;
  /** The live targets that deliver this collection. */
  targets: ServedTargets;
}
