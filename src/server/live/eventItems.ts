// A collection of items under one event (posts, speakers, meetings…): the list target, newest
// createdAt first, and the target of one item, both readable by the event's owner only.
import { and, desc, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Document } from '../../../generated/live/live_pb';
import type { LiveTargetName } from '../../common/liveTargets';
import { uuidRule } from '../../common/rules';
import type { Collection } from '../db/writer';
import { validate } from '../rpc/errors';
import type { Loader, ResolvedTarget, TargetRequest } from './descriptors';
import { resolveEventTarget } from './eventTarget';
import { byDocIds } from './refConditions';

type EventRequest<N extends LiveTargetName> = TargetRequest<N> & { params: { eventId: string } };

interface ItemTable {
  table: PgTable;
  id: AnyPgColumn;
  eventId: AnyPgColumn;
  createdAt: AnyPgColumn;
}

export interface EventItems<Row> extends ItemTable {
  collection: Collection;
  /** The document of a row. */
  document(row: Row): Document;
  /** The id of the item a document is, for the single-item target. */
  idOf(document: Document): string | undefined;
}

export function eventItems<Row extends { id: string; eventId: string }>(spec: EventItems<Row>) {
  const load: Loader = async (q, where) => {
    const rows = (await q
      .select()
      .from(spec.table)
      .where(where)
      .orderBy(desc(spec.createdAt), desc(spec.id))) as Row[];
    return rows.map((row) => ({
      collection: spec.collection,
      eventId: row.eventId,
      scope: '',
      docId: row.id,
      document: spec.document(row),
    }));
  };
  return {
    load,
    whereRefs: (refs: Parameters<typeof byDocIds>[1]) => byDocIds(spec.id, refs),
    /** The event's items. */
    list: <N extends LiveTargetName>(request: EventRequest<N>) =>
      resolveEventTarget<N>(request, {
        collection: spec.collection,
        where: eq(spec.eventId, request.params.eventId),
      }),
    /** One item of the event, by the id in the path parameter `param`. */
    one<N extends LiveTargetName>(
      request: EventRequest<N>,
      id: string,
      param: string,
    ): Promise<ResolvedTarget> {
      const itemId = validate(uuidRule(param), id, param);
      return resolveEventTarget<N>(request, {
        collection: spec.collection,
        where: and(eq(spec.eventId, request.params.eventId), eq(spec.id, itemId)),
        includes: (d) => spec.idOf(d) === itemId,
      });
    },
  };
}
