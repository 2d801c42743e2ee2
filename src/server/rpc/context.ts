// What a call knows about its caller: the metadata of spec/console.md §7 and the client address.
import { createContextKey } from '@connectrpc/connect';
import type { HandlerContext } from '@connectrpc/connect';
import type { IdClaims, TokenService } from '../auth/tokens';

export const peerAddress = createContextKey<string>('', { description: 'client address' });
/** Set as a call arrives, before its body is read: errors raised before the interceptors have it. */
export const requestIdKey = createContextKey<string>('', { description: 'request id' });

export interface CallMeta {
  language: string;
  clientId: string;
  /** 0 when the call is not part of a client's write queue. */
  mutationId: number;
  ip: string;
}

export function callMeta(ctx: HandlerContext): CallMeta {
  const mutationHeader = ctx.requestHeader.get('mutation-id');
  const mutationId =
    mutationHeader && /^\d{1,15}$/.test(mutationHeader) ? Number(mutationHeader) : 0;
  const clientId = (ctx.requestHeader.get('client-id') ?? '').slice(0, 100);
  return {
    language: (ctx.requestHeader.get('language') ?? '').slice(0, 10),
    clientId,
    mutationId: clientId ? mutationId : 0,
    ip: ctx.values.get(peerAddress),
  };
}

/** The signed-in caller, or PERMISSION_DENIED 'Invalid session.'. */
export function caller(ctx: HandlerContext, tokens: TokenService): Promise<IdClaims> {
  return tokens.verifyIdToken(ctx.requestHeader.get('access-token'));
}
