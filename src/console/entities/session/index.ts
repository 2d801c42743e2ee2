import type { EntityDescriptor } from '../../app/entityDescriptor';
import { registerEntity } from '../../app/entityRegistry';
import { sessionSlice } from './sessionSlice';
// The signed-in session: the user and tokens, the auth calls and the listeners that refresh or
// end it. An entity, not app wiring: every other entity empties on its signedOut, areas read
// the user, and it is persisted like the collections.
export * from './sessionSlice';
export { addSessionListeners } from './sessionListeners';
export { addSessionSharing } from './sessionSharing';
export { addSignedInHint, SIGNED_IN_HINT } from './signedInHint';
export {
  sessionApi,
  useApplyActionCodeMutation,
  useConfirmPasswordResetMutation,
  useGetUserQuery,
  useSendEmailVerificationMutation,
  useSendPasswordResetEmailMutation,
  useSignInMutation,
  useSignOutMutation,
  useSignUpOrgMutation,
  useVerifyPasswordResetCodeQuery,
} from './sessionApi';
export type { ActionCodeArgs, CredentialsArgs } from './sessionApi';

export const sessionEntity = registerEntity({
  name: 'session',
  reducers: { session: sessionSlice.reducer },
  persisted: true,
  writes: [],
} satisfies EntityDescriptor);
