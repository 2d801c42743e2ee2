// A mutation in one statement: the common case of a hot call (UpdateEvent) as hand-written SQL,
// sent in one round trip with no BEGIN or COMMIT of its own (one statement is one transaction).
// The statement checks the ledger, applies the write, writes the ledger row and appends the
// change records, all in CTEs; it applies nothing unless every condition holds. When it applies
// nothing (a repeat, a mutation id ahead, a client's first mutation, a missing event, a check
// that fails), the caller runs the general path (mutation.ts), which decides the answer, so
// the outcome of every call is the one the general path gives. Drizzle rebuilds a query from
// its builder on every call; this text is built once and the pool prepares it per connection.
import { create, toBinary } from '@bufbuild/protobuf';
import type { DescMessage, MessageInitShape, MessageShape } from '@bufbuild/protobuf';
import type { Database } from '../db/database';
import { placeOf } from '../db/writer';

/**
 * The parts a call writes. Parameters $1–$5 are the statement's own: $1 is the caller's user
 * id (which the parts may use), $2–$5 the ledger's; the parts' parameters start at $6.
 */
export interface QuickParts {
  /** CTEs (`name AS (…)`, comma-separated) that write only when `EXISTS (SELECT 1 FROM go)`. */
  ctes: string;
  /** A boolean expression over the CTEs: true when the write was applied. */
  applied: string;
  /** A SELECT of change records (collection, event_id, owner_id, scope, doc_id) to append. */
  changes: string;
}

export interface QuickStatement {
  /** For a queued write (client-id and mutation-id): applied only as the client's next one. */
  readonly ledger: string;
  /** For a call outside any write queue. */
  readonly plain: string;
}

/**
 * The CTE `ev`: the event $6 with these columns when the caller $1 owns it, locked, once the
 * ledger lets the write go (`go`). Each one-statement write starts from it.
 */
export const ownedEvent = (columns = 'id, user_id') => `ev AS (
  SELECT ${columns} FROM events
  WHERE events.id = $6::uuid AND events.user_id = $1::uuid AND EXISTS (SELECT 1 FROM go)
  FOR UPDATE)`;

export function quickStatement(parts: QuickParts): QuickStatement {
  // act names the writer ($1, $4) and its queued write ($2, $3) for the event history's
  // triggers, which run at commit (the same text as db/actor.ts historyMutation).
  const tail = `${parts.ctes},
pc AS (INSERT INTO pending_changes (collection, event_id, owner_id, scope, doc_id) ${parts.changes} RETURNING id),
act AS (SELECT set_config('eventapp.actor', $1::text, true), set_config('eventapp.method', $4::text, true),
  set_config('eventapp.mutation', CASE WHEN $3::bigint > 0 AND $2::text <> '' THEN $2::text || ':' || $3::text ELSE '' END, true))`;
  const select = `SELECT ${parts.applied} AS applied, (SELECT array_agg(id::text) FROM pc) AS ids, (SELECT count(*) FROM act) AS acted`;
  return {
    // FOR UPDATE waits for a concurrent twin and then reads the row it left, so of two twins
    // only one finds its id next. No row: the client's first mutation, left to the general path.
    ledger: `WITH led AS (
  SELECT last_mutation_id FROM mutation_ledger
  WHERE user_id = $1::uuid AND client_id = $2::text FOR UPDATE),
go AS (SELECT 1 FROM led WHERE last_mutation_id = $3::bigint - 1),
${tail},
lg AS (
  UPDATE mutation_ledger SET last_mutation_id = $3::bigint, method = $4::text, response = $5::text,
    error_code = NULL, error_message = NULL, updated_at = now()
  WHERE user_id = $1::uuid AND client_id = $2::text AND ${parts.applied})
${select}`,
    // The ledger's parameters are still sent, so both texts take the same values: a CTE that
    // nothing reads is never run, but its casts give the parameters their types.
    plain: `WITH unused AS (SELECT $2::text, $3::bigint, $4::text, $5::text),
go AS (SELECT 1),
${tail}
${select}`,
  };
}

export interface QuickCall<Desc extends DescMessage> {
  statement: QuickStatement;
  /** The values of $6 on. */
  values: readonly unknown[];
  /** The answer when the statement applies the write. */
  response: MessageInitShape<Desc>;
}

interface QuickRow {
  applied: boolean;
  ids: string[] | null;
}

/**
 * Runs the call's statement; undefined when it applied nothing, for the general path to take
 * over. `seq` as inSequencedTransaction tells it. A failure is thrown as the general path's
 * would be (a statement that fails rolls back whole).
 */
export async function runQuick<Desc extends DescMessage>(
  database: Database,
  schema: Desc,
  call: QuickCall<Desc>,
  who: { uid: string; clientId: string; mutationId: number; method: string },
): Promise<{ result: MessageShape<Desc>; seq: number | null } | undefined> {
  const result = create(schema, call.response);
  const queued = who.mutationId > 0;
  const response = queued ? Buffer.from(toBinary(schema, result)).toString('base64') : '';
  const [row] = await database.query<QuickRow>(
    queued ? call.statement.ledger : call.statement.plain,
    [who.uid, who.clientId, who.mutationId, who.method, response, ...call.values],
  );
  if (!row?.applied) return undefined;
  const ids = row.ids ?? [];
  return { result, seq: ids.length === 0 ? 0 : await placeOf(database, ids) };
}
