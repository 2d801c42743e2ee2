// manager.WriteQueue/SendWrites: several queued writes of one client in one request, so a
// queue that waited offline drains in a few round trips (issue 16, item 4). Each write runs
// through its own method's handler as if it had been sent alone: its mutation-id, the
// request's access-token and client-id, so the exactly-once ledger treats it as it would a
// single call. The batch stops at the first write not applied: the ledger keeps only the
// last outcome, so no write may be applied after one that failed (a retried batch must find
// every write before its last one applied). The checks every call gets (requestChecks.ts) run
// on each write as well. Sign-in, sign-up and the other account calls are not writes a queue
// holds: they carry credentials, have their own throttles and log lines, and are never queued.
import { fromBinary } from '@bufbuild/protobuf';
import type { DescMethod, DescService, Message, MessageInitShape } from '@bufbuild/protobuf';
import { Code, ConnectError, createHandlerContext } from '@connectrpc/connect';
import type { HandlerContext, ServiceImpl } from '@connectrpc/connect';
import type { FastifyBaseLogger } from 'fastify';
import { Users } from '../../../generated/manager/account_pb';
import { Auth } from '../../../generated/manager/auth_pb';
import { WriteQueue } from '../../../generated/manager/queue_pb';
import type {
  SendWritesRequest,
  SendWritesResponseSchema,
  WriteOutcomeSchema,
} from '../../../generated/manager/queue_pb';
import { CHANGE_SEQ_TRAILER } from '../../common/trailers';
import type { RegisteredService } from '../areas/registration';
import { described, refusalOf } from './refusals';
import type { RequestCheck } from './requestChecks';

/** Enough for a queue's drain in a few requests; the message size limit applies as well. */
export const MAX_BATCH_WRITES = 50;

type Outcome = MessageInitShape<typeof WriteOutcomeSchema>;
type Handler = (request: unknown, context: HandlerContext) => Promise<unknown>;

/** Services whose calls are never queued writes: accounts and sessions. */
const NOT_QUEUED: readonly DescService[] = [Auth, Users];

export function writeQueueService(
  services: readonly RegisteredService[],
  log: FastifyBaseLogger,
  checks: readonly RequestCheck[],
  onBatch: (writes: number) => void = () => undefined,
): RegisteredService {
  const methods = new Map<string, { service: DescService; method: DescMethod; handler: Handler }>();
  for (const { service, impl } of services) {
    if (NOT_QUEUED.includes(service)) continue;
    for (const method of service.methods) {
      const handler = (impl as Record<string, Handler | undefined>)[method.localName];
      if (handler && method.methodKind === 'unary')
        methods.set(`${service.typeName}/${method.name}`, { service, method, handler });
    }
  }

  const sendOne = async (
    call: SendWritesRequest['calls'][number],
    ctx: HandlerContext,
  ): Promise<Outcome> => {
    const target = methods.get(`${call.service}/${call.method}`);
    if (!target)
      return {
        code: Code.Unimplemented,
        message: `method: ${call.service}/${call.method} is not a write.`,
      };
    let request: Message;
    try {
      request = fromBinary(target.method.input, call.request);
    } catch {
      return { code: Code.InvalidArgument, message: 'request: not a message of its method.' };
    }
    const header = new Headers(ctx.requestHeader);
    header.set('mutation-id', String(call.mutationId));
    if (call.language) header.set('language', call.language);
    const inner = createHandlerContext({
      service: target.service,
      method: target.method,
      protocolName: ctx.protocolName,
      requestMethod: ctx.requestMethod,
      url: ctx.url,
      requestHeader: header,
      contextValues: ctx.values,
    });
    try {
      for (const check of checks) check(target.method, request);
      await target.handler(request, inner);
      const seq = inner.responseTrailer.get(CHANGE_SEQ_TRAILER);
      return { code: 0, message: '', ...(seq === null ? {} : { changeSeq: BigInt(seq) }) };
    } catch (error) {
      if (error instanceof ConnectError) {
        const refusal = refusalOf(described(error));
        return { code: error.code, message: error.rawMessage, ...(refusal && { refusal }) };
      }
      // As for a single call: no internal error text reaches the caller.
      log.error({ err: error, method: `${call.service}/${call.method}` }, 'batched write failed');
      return { code: Code.Internal, message: 'Internal error.' };
    }
  };

  const sendWrites = async (
    req: SendWritesRequest,
    ctx: HandlerContext,
  ): Promise<MessageInitShape<typeof SendWritesResponseSchema>> => {
    if (req.calls.length > MAX_BATCH_WRITES) {
      throw new ConnectError(`calls: at most ${MAX_BATCH_WRITES}.`, Code.InvalidArgument);
    }
    onBatch(req.calls.length);
    const outcomes: Outcome[] = [];
    for (const call of req.calls) {
      // The client is gone: the writes not tried yet wait for its next request.
      if (ctx.signal.aborted) break;
      const outcome = await sendOne(call, ctx);
      outcomes.push(outcome);
      if (outcome.code !== 0) break;
    }
    return { outcomes };
  };

  const impl: Partial<ServiceImpl<typeof WriteQueue>> = { sendWrites };
  return {
    service: WriteQueue,
    // The registry holds services of every shape; this one's shape is checked just above.
    impl: impl as RegisteredService['impl'],
    implementedBy: new Map([['sendWrites', 'writeQueue']]),
  };
}
