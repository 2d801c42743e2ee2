// How screens write: the call goes to the persisted queue with the signed-in user and the event
// language of the moment; the queue sends it when it can. Optimistic effects come from
// reconcile functions over the queue, so there is nothing to roll back.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '../app/store';
import { connectCall } from '../../client/transport';
import type { MethodName, RequestOf, ServiceName } from '../../client/transport';
import { writeQueued } from '../../client/queue';

export function enqueueWrite<S extends ServiceName, M extends MethodName<S>>(
  service: S,
  method: M,
  request: RequestOf<S, M>,
  docIds: string[],
): ThunkAction<boolean, RootState, unknown, UnknownAction> {
  return (dispatch, getState) => {
    const { session, ui } = getState();
    if (!session.user) return false;
    const language = ui.eventLanguage || undefined;
    const call = connectCall(service, method, request, language ? { language } : undefined);
    dispatch(writeQueued({ uid: session.user.uid, call, docIds }));
    return true;
  };
}
