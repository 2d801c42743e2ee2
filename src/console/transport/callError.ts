// Failed calls as plain data ({ code, message }) for the store: the base query never throws.
import { Code, ConnectError } from '@connectrpc/connect';

export interface CallError {
  code: number;
  message: string;
}

export function toCallError(error: unknown): CallError {
  const e = ConnectError.from(error);
  return { code: e.code, message: e.rawMessage };
}

/** Network trouble: the write waits and is retried. Anything else is the server's answer. */
export function isNetworkError(error: CallError): boolean {
  return (
    error.code === Code.Unavailable ||
    error.code === Code.Unknown ||
    error.code === Code.DeadlineExceeded ||
    error.code === Code.Canceled
  );
}

export const INVALID_SESSION = 'Invalid session.';
export const isInvalidSession = (error: CallError) =>
  error.code === Code.PermissionDenied && error.message === INVALID_SESSION;
