// Exactly-once mutations (ARCHITECTURE §2). A client's queued write carries client-id and
// mutation-id; the ledger row of (user, client) is written in the write's own transaction.
// A repeated id answers with the recorded outcome and does nothing; an id from the future is
// refused; a write that fails for good is recorded too, so the queue behind it moves on.
// A write applied now answers with the 'change-seq' trailer: the sequence number of its last
// live change (0: it changed nothing), so the client knows which echo shows it.
import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import type { DescMessage, MessageInitShape, MessageShape } from '@bufbuild/protobuf';
import { Code, ConnectError } from '@connectrpc/connect';
import type { HandlerContext } from '@connectrpc/connect';
import { and, eq, sql } from 'drizzle-orm';
import { CHANGE_SEQ_TRAILER } from '../../common/trailers';
import { MESSAGES } from '../../common/messages';
import type { IdClaims } from '../auth/tokens';
import type { Database, Tx } from '../db/database';
import { historyMutation, withActor } from '../db/actor';
import { mutationLedger } from '../db/schema';
import { inSequencedTransaction, inTransaction } from '../db/writer';
import type { Writer } from '../db/writer';
import { PERMANENT_REFUSALS } from '../../common/permanentRefusals';
import { callMeta, caller } from './context';
import type { Deps } from './deps';
import { runQuick } from './quickMutation';
import type { QuickCall } from './quickMutation';

/** Raised inside the transaction to roll back when another request applied the same id first. */
class LostRace extends Error {}

export async function mutate<Desc extends DescMessage>(
  deps: Deps,
  ctx: HandlerContext,
  schema: Desc,
  work: (w: Writer, user: IdClaims) => Promise<MessageInitShape<Desc>>,
  /**
   * The common case in one statement (quickMutation.ts), tried first; undefined (or throwing:
   * a request the general path must judge, in its order of checks) leaves it to `work`.
   */
  quick?: (user: IdClaims) => QuickCall<Desc> | undefined,
): Promise<MessageShape<Desc>> {
  const user = await caller(ctx, deps.tokens);
  const method = ctx.method.name;
  const { clientId, mutationId } = callMeta(ctx);
  const mutation = historyMutation(clientId, mutationId);
  return withActor({ uid: user.uid, method, mutation }, () =>
    mutateAs(deps, ctx, schema, work, user, method, quick),
  );
}

async function mutateAs<Desc extends DescMessage>(
  deps: Deps,
  ctx: HandlerContext,
  schema: Desc,
  work: (w: Writer, user: IdClaims) => Promise<MessageInitShape<Desc>>,
  user: IdClaims,
  method: string,
  quick?: (user: IdClaims) => QuickCall<Desc> | undefined,
): Promise<MessageShape<Desc>> {
  const { clientId, mutationId } = callMeta(ctx);
  const done =
    quick && (await tryQuick(deps, schema, quick, user, { clientId, mutationId, method }));
  if (done) {
    if (mutationId && done.seq !== null)
      ctx.responseTrailer.set(CHANGE_SEQ_TRAILER, String(done.seq));
    return done.result;
  }
  if (!mutationId) {
    return inTransaction(deps.database, async (w) => create(schema, await work(w, user)));
  }
  for (;;) {
    try {
      let applied = false;
      const { result, seq } = await inSequencedTransaction(deps.database, async (w) => {
        const previous = await ledgerRow(w.tx, user.uid, clientId);
        if (previous && mutationId <= previous.lastMutationId) {
          return replay(schema, previous, mutationId);
        }
        if (previous && mutationId > previous.lastMutationId + 1) {
          throw new ConnectError(MESSAGES.mutationAhead, Code.Aborted);
        }
        const response = create(schema, await work(w, user));
        const encoded = Buffer.from(toBinary(schema, response)).toString('base64');
        // The ledger row goes out with the change records, in the transaction's last statement.
        w.closeWith(
          recordStatement(w.tx, {
            userId: user.uid,
            clientId,
            mutationId,
            method,
            response: encoded,
          }),
          (rows) => {
            if (rows === 0) throw new LostRace();
          },
        );
        applied = true;
        return response;
      });
      // A repeat (or a write whose records another node moved) does not know its change's
      // number: no trailer, the client falls back.
      if (applied && seq !== null) ctx.responseTrailer.set(CHANGE_SEQ_TRAILER, String(seq));
      return result;
    } catch (error) {
      if (error instanceof LostRace) continue;
      const failure = ConnectError.from(error);
      if (!PERMANENT_REFUSALS.has(failure.code) || failure.message === MESSAGES.invalidSession)
        throw error;
      await recordFailure(deps.database, user.uid, clientId, mutationId, method, failure);
      throw error;
    }
  }
}

/**
 * Records a call refused before its work ran (rpc/authorise.ts) as a queued write's outcome,
 * as mutate does for a refusal found inside the work: the queue behind it moves on, and a
 * repeat gets the same answer.
 */
export async function refuseQueued(
  database: Database,
  ctx: HandlerContext,
  uid: string,
  error: unknown,
): Promise<void> {
  const { clientId, mutationId } = callMeta(ctx);
  const failure = ConnectError.from(error);
  if (!mutationId || !PERMANENT_REFUSALS.has(failure.code)) return;
  await recordFailure(database, uid, clientId, mutationId, ctx.method.name, failure);
}

function tryQuick<Desc extends DescMessage>(
  deps: Deps,
  schema: Desc,
  quick: (user: IdClaims) => QuickCall<Desc> | undefined,
  user: IdClaims,
  meta: { clientId: string; mutationId: number; method: string },
) {
  let call: QuickCall<Desc> | undefined;
  try {
    call = quick(user);
  } catch {
    return undefined;
  }
  return call && runQuick(deps.database, schema, call, { uid: user.uid, ...meta });
}

type LedgerRow = typeof mutationLedger.$inferSelect;

async function ledgerRow(tx: Tx, userId: string, clientId: string): Promise<LedgerRow | undefined> {
  const [row] = await selectLedgerRow(tx, userId, clientId);
  if (row) return row;
  // FOR UPDATE locked nothing: this is the client's first mutation. A transaction-scoped lock
  // on the (user, client) pair makes concurrent twins of it wait, then read again and replay.
  // Only a first mutation pays this round trip; later ones are serialised by the row lock.
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`${userId}|${clientId}`}, 0))`,
  );
  const [locked] = await selectLedgerRow(tx, userId, clientId);
  return locked;
}

const selectLedgerRow = (tx: Tx, userId: string, clientId: string) =>
  tx
    .select()
    .from(mutationLedger)
    .where(and(eq(mutationLedger.userId, userId), eq(mutationLedger.clientId, clientId)))
    .for('update');

function replay<Desc extends DescMessage>(
  schema: Desc,
  previous: LedgerRow,
  mutationId: number,
): MessageShape<Desc> {
  // Only the last outcome is kept: an older repeat is answered as a plain success.
  if (mutationId < previous.lastMutationId) return create(schema);
  if (previous.errorCode !== null) {
    throw new ConnectError(previous.errorMessage ?? '', previous.errorCode as Code);
  }
  return previous.response
    ? fromBinary(schema, Buffer.from(previous.response, 'base64'))
    : create(schema);
}

interface Outcome {
  userId: string;
  clientId: string;
  mutationId: number;
  method: string;
  response?: string;
  errorCode?: number;
  errorMessage?: string;
}

/** Upserts the ledger row only forwards; zero rows means a concurrent twin got there first. */
function recordStatement(tx: Tx, o: Outcome) {
  const values = {
    userId: o.userId,
    clientId: o.clientId,
    lastMutationId: o.mutationId,
    method: o.method,
    response: o.response ?? null,
    errorCode: o.errorCode ?? null,
    errorMessage: o.errorMessage ?? null,
    updatedAt: new Date(),
  };
  return tx
    .insert(mutationLedger)
    .values(values)
    .onConflictDoUpdate({
      target: [mutationLedger.userId, mutationLedger.clientId],
      set: values,
      setWhere: sql`${mutationLedger.lastMutationId} < ${o.mutationId}`,
    })
    .returning({ id: mutationLedger.lastMutationId });
}

async function record(tx: Tx, o: Outcome): Promise<void> {
  const written = await recordStatement(tx, o);
  if (written.length === 0) throw new LostRace();
}

async function recordFailure(
  database: Database,
  userId: string,
  clientId: string,
  mutationId: number,
  method: string,
  failure: ConnectError,
): Promise<void> {
  try {
    await inTransaction(database, async (w) => {
      const previous = await ledgerRow(w.tx, userId, clientId);
      if (previous && mutationId !== previous.lastMutationId + 1) return;
      await record(w.tx, {
        userId,
        clientId,
        mutationId,
        method,
        errorCode: failure.code,
        errorMessage: failure.rawMessage,
      });
    });
  } catch (error) {
    if (!(error instanceof LostRace)) throw error;
  }
}
