export { appStarted, networkLost, networkOnline, sessionInvalid } from './lifecycle';
export type { ActionMatcher, CoreDispatch, CoreStartListening } from './startListening';
