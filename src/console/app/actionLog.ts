// The recent actions, kept for the diagnostics bundle support staff replay. Secrets are
// redacted when the bundle is made (see diagnostics.ts), not here, so the log stays cheap.
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';

export interface LoggedAction {
  action: UnknownAction;
  timestamp: number;
}

export function createActionLog(limit = 300) {
  const entries: LoggedAction[] = [];
  const middleware: Middleware = () => (next) => (action) => {
    entries.push({ action: action as UnknownAction, timestamp: Date.now() });
    if (entries.length > limit) entries.splice(0, entries.length - limit);
    return next(action);
  };
  return { middleware, entries: () => entries.slice() };
}

export type ActionLog = ReturnType<typeof createActionLog>;
