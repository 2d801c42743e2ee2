// Who is writing: set around a call's work (rpc/mutation.ts) and read by the transaction's last
// statement (db/writer.ts), which hands it to the database for the event history's triggers.
import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

export interface Actor {
  uid: string;
  /** The RPC method that writes. */
  method: string;
  /** The caller's role on the event, when known; the history derives the owner itself. */
  role?: string;
  /** The queued write, as '{client id}:{mutation id}' (historyMutation); absent outside a queue. */
  mutation?: string;
}

/** How the history names a queued write: the caller's client id and the write's mutation id. */
export const historyMutation = (clientId: string, mutationId: number): string | undefined =>
  clientId && mutationId > 0 ? `${clientId}:${mutationId}` : undefined;

const store = new AsyncLocalStorage<Actor>();

export const withActor = <T>(actor: Actor, work: () => T): T => store.run(actor, work);

export const currentActor = (): Actor | undefined => store.getStore();

/**
 * A CTE body that names the writer in the transaction's settings (transaction-local), for the
 * history triggers that run at commit.
 */
export function actorSettings(actor: Actor): SQL {
  return sql`SELECT set_config('eventapp.actor', ${actor.uid}::text, true), set_config('eventapp.method', ${actor.method}::text, true), set_config('eventapp.role', ${actor.role ?? ''}::text, true), set_config('eventapp.mutation', ${actor.mutation ?? ''}::text, true)`;
}
