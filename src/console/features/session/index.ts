export * from './sessionSlice';
export { addSessionListeners } from './sessionListeners';
export const loadAuthScreens = () => import('./screens');
