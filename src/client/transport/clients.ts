// The generated Connect clients over the gRPC-web transport, with the metadata of every call
// (access-token, language, client-id, mutation-id) and, when debugging, a log of each call.
// Loaded by runCall (baseQuery.ts) with the first call.
import { create, toBinary } from '@bufbuild/protobuf';
import { Code, ConnectError } from '@connectrpc/connect';
import type { CallOptions, Interceptor } from '@connectrpc/connect';
import { createGrpcWebTransport } from '@connectrpc/connect-web';
import { SERVICE_OF, createClients } from '../../common/clients';
import type { Clients } from '../../common/clients';
import { backendUrl, debugEnabled } from './backend';
import type { ConnectCall } from './call';
import { RefusalSchema } from '../../../generated/manager/model_pb';
import type { Refusal } from '../../../generated/manager/model_pb';
import { CallFailure } from './callError';
import type { CallError, RefusalData } from './callError';

export type { Clients };

/** Metadata of one call; the queue adds client-id and mutation-id to writes. */
export interface CallMeta {
  accessToken?: string;
  language?: string;
  clientId?: string;
  mutationId?: number;
}

export function metaHeaders(meta: CallMeta): Record<string, string> {
  const headers: Record<string, string> = {};
  if (meta.accessToken) headers['access-token'] = meta.accessToken;
  if (meta.language) headers.language = meta.language;
  if (meta.clientId && meta.mutationId) {
    headers['client-id'] = meta.clientId;
    headers['mutation-id'] = String(meta.mutationId);
  }
  return headers;
}

const redact = (headers: Headers) =>
  Object.fromEntries([...headers].map(([k, v]) => [k, k === 'access-token' ? '…' : v]));

/** Logs failed calls always, and every call with its metadata when 'evt.debug:' is on. */
const logCalls: Interceptor = (next) => async (req) => {
  const method = `${req.service.typeName}/${req.method.name}`;
  try {
    const res = await next(req);
    if (debugEnabled()) {
      console.debug('[rpc]', method, {
        request: redact(req.header),
        trailers: Object.fromEntries(res.trailer),
      });
    }
    return res;
  } catch (error) {
    const e = ConnectError.from(error);
    console.warn('[rpc] failed', method, {
      code: e.code,
      message: e.rawMessage,
      requestId: e.metadata.get('request-id'),
      serverTs: e.metadata.get('server-ts'),
      duration: e.metadata.get('request-duration'),
    });
    throw error;
  }
};

let cached: { url: string; clients: Clients } | null = null;

/** The clients for the current backend address (re-made when the stored override changes). */
export function clients(): Clients {
  const url = backendUrl();
  if (cached?.url === url) return cached.clients;
  const transport = createGrpcWebTransport({ baseUrl: url, interceptors: [logCalls] });
  cached = { url, clients: createClients(transport) };
  return cached.clients;
}

/** Makes a call with its metadata; a failure is thrown as a CallFailure. */
export async function invoke(
  call: ConnectCall,
  meta: CallMeta,
  signal?: AbortSignal,
  onTrailer?: (trailer: Headers) => void,
): Promise<unknown> {
  try {
    const service = clients()[call.service] as unknown as Record<
      string,
      (request: unknown, options: CallOptions) => Promise<unknown>
    >;
    const method = service[call.method];
    if (!method) throw new Error(`No method ${call.service}.${call.method}`);
    return await method.call(service, call.request, {
      headers: metaHeaders(meta),
      signal,
      onTrailer,
    });
  } catch (error) {
    throw new CallFailure(callErrorOf(ConnectError.from(error)));
  }
}

/** A refusal as plain data, for the store and the persisted queue. */
const refusalData = (r: Refusal | undefined): { refusal?: RefusalData } =>
  r ? { refusal: { key: r.key, values: { ...r.values }, field: r.field } } : {};

const callErrorOf = (e: ConnectError): CallError => ({
  code: e.code,
  message: e.rawMessage,
  ...refusalData(e.findDetails(RefusalSchema)[0]),
});

/** What became of one write of a batch: applied (error null) with its change's number, or not. */
export interface WriteResult {
  error: CallError | null;
  /** The number of its last live change (0: none), null when the server could not tell. */
  changeSeq: number | null;
}

/**
 * Sends queued writes in one request (manager.WriteQueue/SendWrites), each with its mutation id.
 * The server stops at the first write not applied: the results cover the writes tried, in order.
 */
export async function invokeBatch(
  writes: { call: ConnectCall; mutationId: number }[],
  meta: CallMeta,
  signal?: AbortSignal,
): Promise<WriteResult[]> {
  const calls = writes.map(({ call, mutationId }) => {
    const service = SERVICE_OF[call.service];
    const method = service.methods.find((m) => m.localName === call.method);
    if (!method)
      throw new CallFailure({ code: Code.Internal, message: `No method ${call.method}` });
    return {
      service: service.typeName,
      method: method.name,
      request: toBinary(method.input, create(method.input, call.request as never)),
      mutationId: BigInt(mutationId),
      language: call.meta?.language ?? meta.language ?? '',
    };
  });
  // The client id goes with the request, each write's mutation id with the write.
  const headers = metaHeaders({ accessToken: meta.accessToken, language: meta.language });
  if (meta.clientId) headers['client-id'] = meta.clientId;
  try {
    const { outcomes } = await clients().writeQueue.sendWrites({ calls }, { headers, signal });
    return outcomes.map((o) => ({
      error: o.code === 0 ? null : { code: o.code, message: o.message, ...refusalData(o.refusal) },
      changeSeq: o.changeSeq === undefined ? null : Number(o.changeSeq),
    }));
  } catch (error) {
    throw new CallFailure(callErrorOf(ConnectError.from(error)));
  }
}
