// A call as plain data (service, method, request), so it can sit in a store, a persisted write
// queue and a diagnostics bundle, and runCall, which makes it. The clients (Connect,
// protobuf-es and the generated services) load with the first call: screens that make no call
// show without them.
import type { CallOptions } from '@connectrpc/connect';
import type { CallMeta, Clients, WriteResult, invoke, invokeBatch } from './clients';
import { nextTask } from '../nextTask';

export type ServiceName = keyof Clients;
type Methods<S extends ServiceName> = {
  [M in keyof Clients[S] & string]: Clients[S][M] extends (
    req: infer R,
    options?: CallOptions,
  ) => Promise<infer T>
    ? { request: R; response: T }
    : never;
};
export type MethodName<S extends ServiceName> = keyof Methods<S> & string;
export type RequestOf<S extends ServiceName, M extends MethodName<S>> = Methods<S>[M]['request'];
export type ResponseOf<S extends ServiceName, M extends MethodName<S>> = Awaited<
  Methods<S>[M]['response']
>;

export interface ConnectCall {
  service: ServiceName;
  method: string;
  request: unknown;
  /** Extra metadata: the write queue's client-id and mutation-id. */
  meta?: Partial<CallMeta>;
}

/** A typed call descriptor. */
export function connectCall<S extends ServiceName, M extends MethodName<S>>(
  service: S,
  method: M,
  request: RequestOf<S, M>,
  meta?: Partial<CallMeta>,
): ConnectCall {
  return meta ? { service, method, request, meta } : { service, method, request };
}

let loaded: { invoke: typeof invoke; invokeBatch: typeof invokeBatch } | undefined;

/**
 * The largest generated files the clients' module imports, each initialised (its descriptors
 * decoded and built) in a task of its own before it: with the clients' module in one task they
 * were ~110 ms of a throttled phone's start (issue 31). The other files initialise with the
 * clients' module, as all did before.
 */
const DESCRIPTOR_FILES = [
  () => import(/* webpackChunkName: "transport" */ '../../../generated/manager/model_pb'),
  () => import(/* webpackChunkName: "transport" */ '../../../generated/manager/content_pb'),
  () => import(/* webpackChunkName: "transport" */ '../../../generated/manager/events_pb'),
];

async function load(): Promise<NonNullable<typeof loaded>> {
  for (const initialise of DESCRIPTOR_FILES) {
    await initialise();
    await nextTask();
  }
  const clients = await import(/* webpackChunkName: "transport" */ './clients');
  // The clients' module in one task, the calls waiting for it in the next ones.
  await nextTask();
  return (loaded ??= clients);
}

/** One load for all the calls made meanwhile; a failed one (a chunk not fetched) is tried again. */
let loading: ReturnType<typeof load> | undefined;
const transport = () =>
  (loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  }));

/** Makes a call; a failure is thrown as a CallFailure (see toCallError). */
export async function runCall(
  call: ConnectCall,
  meta: CallMeta,
  signal?: AbortSignal,
  onTrailer?: (trailer: Headers) => void,
): Promise<unknown> {
  // Once loaded, the call starts before runCall returns, as it did with a static import (a
  // caller may abort right after, e.g. sign-out resetting the API state).
  const { invoke } = loaded ?? (await transport());
  return invoke(call, { ...meta, ...call.meta }, signal, onTrailer);
}

/** Sends queued writes in one request; see invokeBatch. */
export async function runBatch(
  writes: { call: ConnectCall; mutationId: number }[],
  meta: CallMeta,
  signal?: AbortSignal,
): Promise<WriteResult[]> {
  const { invokeBatch } = loaded ?? (await transport());
  return invokeBatch(writes, meta, signal);
}
