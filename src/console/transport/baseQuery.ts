// The RTK Query base query over the Connect clients. A call is plain data (service, method,
// request), so it can sit in the store, the persisted write queue and a diagnostics bundle.
// It never throws: a failed call comes back as { error: { code, message } }.
import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { CallOptions } from '@connectrpc/connect';
import { clients, metaHeaders } from './clients';
import type { CallMeta, Clients } from './clients';
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

export async function runCall(
  call: ConnectCall,
  meta: CallMeta,
  signal?: AbortSignal,
): Promise<unknown> {
  const service = clients()[call.service] as unknown as Record<
    string,
    (request: unknown, options: CallOptions) => Promise<unknown>
  >;
  const method = service[call.method];
  if (!method) throw new Error(`No method ${call.service}.${call.method}`);
  return method.call(service, call.request, {
    headers: metaHeaders({ ...meta, ...call.meta }),
    signal,
  });
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
