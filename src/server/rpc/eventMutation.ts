// The shape of most event calls, shared by the areas that change an event: a queued mutation
// on one of the caller's events, locked for the transaction, answering Empty.
import type { HandlerContext } from '@connectrpc/connect';
import { eq } from 'drizzle-orm';
import { EmptySchema } from '../../../generated/manager/events_pb';
import { eventChanged, eventRow } from '../auth/eventAccess';
import type { EventRow } from '../auth/eventAccess';
import { events } from '../db/schema';
import type { Writer } from '../db/writer';
import type { Deps } from './deps';
import { mutate } from './mutation';

/** A mutation on one of the caller's events, locked for the transaction. */
export const onEvent = <Req extends { eventId: string }>(
  deps: Deps,
  req: Req,
  ctx: HandlerContext,
  apply: (w: Writer, event: EventRow) => Promise<void>,
) =>
  mutate(deps, ctx, EmptySchema, async (w) => {
    await apply(w, await eventRow(w.tx, req.eventId));
    return {};
  });

/** Updates fields of the event row and records the change of the event document. */
export async function setEvent(w: Writer, event: EventRow, values: Partial<EventRow>) {
  await w.tx
    .update(events)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(events.id, event.id));
  w.changed(eventChanged(event));
}
