// The transport of the browser core: call descriptors, runCall, call errors as data, and the
// backend's addresses. The Connect clients themselves (clients.ts) load with the first call.
export { BASE_URL_KEY, DEBUG_KEY, backendUrl, debugEnabled, liveUrl } from './backend';
export { connectCall, runBatch, runCall } from './call';
export type { ConnectCall, MethodName, RequestOf, ResponseOf, ServiceName } from './call';
export {
  CallFailure,
  INVALID_SESSION,
  isInvalidSession,
  isNetworkError,
  toCallError,
} from './callError';
export type { CallError, RefusalData } from './callError';
export type { CallMeta, Clients, WriteResult } from './clients';
