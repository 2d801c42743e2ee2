// The common shape of a target under one event (events/{eventId}/…), following the changes of
// one collection of that event. Who may read it was checked before (live/targets.ts).
import type { SQL } from 'drizzle-orm';
import type { Document } from '../../../generated/live/live_pb';
import type { LiveTargetName } from '../../common/liveTargets';
import type { Collection } from '../db/writer';
import type { ResolvedTarget, TargetRequest } from './descriptors';

export interface EventTargetSpec {
  collection: Collection;
  /** The rows of the target in the event (a snapshot's condition). */
  where: SQL | undefined;
  /** A sub-scope of the collection the target follows, such as a language. */
  scope?: string;
  /** Whether a current document belongs to the target; all of them when absent. */
  includes?: (document: Document) => boolean;
}

const all = () => true;

/** The target for the caller, whose right on the event targets.ts has checked. */
export async function resolveEventTarget<N extends LiveTargetName>(
  request: TargetRequest<N> & { params: { eventId: string } },
  spec: EventTargetSpec,
): Promise<ResolvedTarget> {
  const { eventId } = request.params;
  return {
    selector: {
      collection: spec.collection,
      eventId,
      ...(spec.scope === undefined ? {} : { scope: spec.scope }),
    },
    includes: spec.includes ?? all,
    snapshot: (db) => request.load(db, spec.where),
  };
}
