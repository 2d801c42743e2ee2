// The recent actions, each with the state just before it (a reference: Redux state is
// immutable, so this costs nothing), for the diagnostics bundle support staff replay.
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';

export interface LoggedAction {
  action: UnknownAction;
  stateBefore: unknown;
  timestamp: number;
}

export function createActionLog(limit = 300) {
  const entries: LoggedAction[] = [];
  const middleware: Middleware = (api) => (next) => (action) => {
    entries.push({
      action: action as UnknownAction,
      stateBefore: api.getState(),
      timestamp: Date.now(),
    });
    if (entries.length > limit) entries.splice(0, entries.length - limit);
    return next(action);
  };
  return { middleware, entries: () => entries.slice() };
}

export type ActionLog = ReturnType<typeof createActionLog>;
