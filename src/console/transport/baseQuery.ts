// The RTK Query base query over the Connect clients. A call is plain data (service, method,
// request), so it can sit in the store, the persisted write queue and a diagnostics bundle.
// It never throws: a failed call comes back as { error: { code, message } }.
// The clients (Connect, protobuf-es and the generated services) load with the first call:
// the signed-out screens show without them.
import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { CallOptions } from '@connectrpc/connect';
import type { CallMeta, Clients, invoke } from './clients';
import { toCallError } from './callError';
import type { CallError } from './callError';

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

interface StateWithSession {
  session: { idToken: string | null };
  ui: { eventLanguage: string };
}

let loaded: typeof invoke | undefined;

/** Makes a call; a failure is thrown as a CallFailure (see toCallError). */
export async function runCall(
  call: ConnectCall,
  meta: CallMeta,
  signal?: AbortSignal,
): Promise<unknown> {
  // Once loaded, the call starts before runCall returns, as it did with a static import (a
  // caller may abort right after, e.g. sign-out resetting the API state).
  loaded ??= (await import(/* webpackChunkName: "transport" */ './clients')).invoke;
  return loaded(call, { ...meta, ...call.meta }, signal);
}

export const connectBaseQuery: BaseQueryFn<ConnectCall, unknown, CallError> = async (call, api) => {
  const state = api.getState() as StateWithSession;
  try {
    const meta = {
      accessToken: state.session.idToken ?? undefined,
      language: state.ui.eventLanguage || undefined,
    };
    return { data: await runCall(call, meta, api.signal) };
  } catch (error) {
    return { error: toCallError(error) };
  }
};
