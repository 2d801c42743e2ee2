// Checks every call's request gets before its handler runs. One list serves both ways a call
// arrives: alone (as an interceptor) and inside manager.WriteQueue/SendWrites (writeBatch.ts
// runs the same list on each write), so every check a call has applies inside a batch too.
import type { DescMethod, Message } from '@bufbuild/protobuf';
import type { Interceptor } from '@connectrpc/connect';

/** Throws a ConnectError when the request must not reach its handler. */
export type RequestCheck = (method: DescMethod, message: Message) => void;

export function checkRequests(checks: readonly RequestCheck[]): Interceptor {
  return (next) => async (req) => {
    if (!req.stream) for (const check of checks) check(req.method, req.message);
    return next(req);
  };
}
