export * from './sessionSlice';
export { addSessionListeners } from './sessionListeners';
export {
  sessionApi,
  useSendEmailVerificationMutation,
  useGetUserQuery,
  useSignOutMutation,
} from './sessionApi';
export const loadAuthScreens = () => import(/* webpackChunkName: "auth" */ './screens');
