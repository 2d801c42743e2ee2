// Typed listener middleware: side effects (live targets, the write queue, token refresh).
import { createListenerMiddleware } from '@reduxjs/toolkit';
import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from './store';

export function createAppListener() {
  const instance: ListenerMiddlewareInstance<RootState, AppDispatch> = createListenerMiddleware();
  return {
    middleware: instance.middleware,
    startAppListening: instance.startListening.withTypes<RootState, AppDispatch>(),
  };
}

export type AppStartListening = ReturnType<typeof createAppListener>['startAppListening'];
