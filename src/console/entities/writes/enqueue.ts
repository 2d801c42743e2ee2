// How screens write: a definition's request goes to the persisted queue with the signed-in user
// and the event language of the moment; the queue sends it when it can. Optimistic effects come
// from each entity's reconcile over the queue, so there is nothing to roll back.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { writeQueued } from '../../../client/queue';
import type { MethodName, RequestOf, ServiceName } from '../../../client/transport';
import type { RootState } from '../../app/store';
import { callOf } from './defineQueuedWrite';
import type { QueuedWriteDefinition } from './defineQueuedWrite';

export function enqueue<S extends ServiceName, M extends MethodName<S>>(
  definition: QueuedWriteDefinition<S, M, never>,
  request: RequestOf<S, M>,
): ThunkAction<boolean, RootState, unknown, UnknownAction> {
  return (dispatch, getState) => {
    const { session, ui } = getState();
    // A replayed diagnostics bundle is read-only: nothing it does may reach the queue.
    if (!session.user || ui.replay) return false;
    const { uid } = session.user;
    const language = ui.eventLanguage || undefined;
    const call = callOf(definition, request);
    dispatch(
      writeQueued({
        uid,
        call: language ? { ...call, meta: { language } } : call,
        docIds: definition.docIds(request, { uid }),
        write: definition.name,
        args: request,
      }),
    );
    return true;
  };
}
