// Failed calls as plain data ({ code, message }) for the store: the base query never throws.
// Only Connect's Code enum here: ConnectError brings protobuf-es, which loads with the transport.
import { Code } from '@connectrpc/connect';

export interface CallError {
  code: number;
  /** The server's message, in English: shown only when the refusal says nothing more. */
  message: string;
  /** What the refusal means, when the server says (manager.Refusal as plain data). */
  refusal?: RefusalData;
}

/** A refusal's locale key ('rule.…', 'error.…'), its values and the field it concerns. */
export interface RefusalData {
  key: string;
  values: Record<string, string>;
  field: string;
}

/** What runCall throws: the server's or the network's answer as data. */
export class CallFailure extends Error {
  constructor(readonly error: CallError) {
    super(error.message);
    this.name = 'CallFailure';
  }
}

export function toCallError(error: unknown): CallError {
  if (error instanceof CallFailure) return error.error;
  // No answer at all: the transport's code could not be loaded (offline, not cached yet).
  return {
    code: Code.Unavailable,
    message: error instanceof Error ? error.message : String(error),
  };
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
