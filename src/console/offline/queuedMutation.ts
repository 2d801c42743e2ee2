// The body of every queued RTK Query mutation: the write goes to the persisted queue and the
// mutation resolves at once, so a screen confirms and moves on offline too. It fails only
// without a signed-in user.
import { Code } from '@connectrpc/connect';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { AppDispatch } from '../app/store';
import type { CallError } from '../../client/transport';
import type { enqueueWrite } from './enqueueWrite';

export type Queued = { data: null } | { error: CallError };

const NOT_SIGNED_IN: CallError = { code: Code.Unauthenticated, message: 'Not signed in.' };

/** RTK Query types its dispatch loosely: narrowed to the store's, which runs the thunk. */
export function queued(
  dispatch: BaseQueryApi['dispatch'],
  write: ReturnType<typeof enqueueWrite>,
): Queued {
  return (dispatch as AppDispatch)(write) ? { data: null } : { error: NOT_SIGNED_IN };
}
