// The RTK Query base query over the browser core's calls (src/client/transport). It never
// throws: a failed call comes back as { error: { code, message } }. A replay makes no call.
import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { runCall, toCallError } from '../../client/transport';
import type { CallError, ConnectCall } from '../../client/transport';
import { REPLAY_REFUSAL } from '../app/uiSlice';

interface StateWithSession {
  session: { idToken: string | null };
  ui: { eventLanguage: string; replay?: boolean };
}

export const connectBaseQuery: BaseQueryFn<ConnectCall, unknown, CallError> = async (call, api) => {
  const state = api.getState() as StateWithSession;
  // A replayed diagnostics bundle reads what it holds and sends nothing.
  if (state.ui.replay) return { error: REPLAY_REFUSAL };
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
