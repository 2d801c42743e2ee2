// The body of every queued RTK Query mutation: the write goes to the persisted queue and the
// mutation resolves at once, so a screen confirms and moves on offline too. It fails only
// without a signed-in user, or in a replayed diagnostics bundle, which is read-only.
import { Code } from '@connectrpc/connect';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { CallError, MethodName, RequestOf, ServiceName } from '../../../client/transport';
import type { AppDispatch } from '../../app/store';
import { REPLAY_REFUSAL, selectReplay } from '../../app/uiSlice';
import type { QueuedWriteDefinition } from './defineQueuedWrite';
import { enqueue } from './enqueue';

export type Queued = { data: null } | { error: CallError };

const NOT_SIGNED_IN: CallError = { code: Code.Unauthenticated, message: 'Not signed in.' };

/** Queues the request of a definition from inside a mutation's queryFn. */
export function queued<S extends ServiceName, M extends MethodName<S>>(
  dispatch: BaseQueryApi['dispatch'],
  definition: QueuedWriteDefinition<S, M, never>,
  request: RequestOf<S, M>,
): Queued {
  // RTK Query types its dispatch loosely: narrowed to the store's, which runs the thunk.
  const run = dispatch as AppDispatch;
  if (run((_, getState) => selectReplay(getState()))) return { error: REPLAY_REFUSAL };
  return run(enqueue(definition, request)) ? { data: null } : { error: NOT_SIGNED_IN };
}
