// The auth provider's calls (manager.Auth, and users.SignUpOrg) as RTK Query endpoints. They
// only call: what a call means for the session (sessionStarted, signedOut…) is decided by the
// screen that makes it, since sign-up must finish its steps before the session starts.
import { api } from '../../app/api';
import { connectCall } from '../../../client/transport';
import type { Session, User } from '../../../../generated/manager/auth_pb';
import { tokensOf } from './sessionSlice';
import type { SessionTokens, SessionUser } from './sessionSlice';

export interface CredentialsArgs {
  email: string;
  password: string;
}

export interface ActionCodeArgs {
  oobCode: string;
}

export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<SessionTokens, CredentialsArgs>({
      query: ({ email, password }) => connectCall('auth', 'signIn', { email, password }),
      transformResponse: (session: Session) => tokensOf(session),
    }),
    signUpOrg: build.mutation<null, CredentialsArgs>({
      query: ({ email, password }) => connectCall('users', 'signUpOrg', { email, password }),
      transformResponse: () => null,
    }),
    signOut: build.mutation<null, { refreshToken: string }>({
      query: ({ refreshToken }) => connectCall('auth', 'signOut', { refreshToken }),
      transformResponse: () => null,
    }),
    /**
     * Sends to the signed-in user's address. The base query sends the stored ID token; sign-up
     * passes the new session's token itself because it starts the session only afterwards.
     */
    sendEmailVerification: build.mutation<null, { accessToken?: string }>({
      query: ({ accessToken }) =>
        connectCall('auth', 'sendEmailVerification', {}, accessToken ? { accessToken } : undefined),
      transformResponse: () => null,
    }),
    applyActionCode: build.mutation<null, ActionCodeArgs>({
      query: ({ oobCode }) => connectCall('auth', 'applyActionCode', { oobCode }),
      transformResponse: () => null,
    }),
    sendPasswordResetEmail: build.mutation<null, { email: string }>({
      query: ({ email }) => connectCall('auth', 'sendPasswordResetEmail', { email }),
      transformResponse: () => null,
    }),
    /** The e-mail of the account the reset code belongs to; fails when the code is not valid. */
    verifyPasswordResetCode: build.query<string, ActionCodeArgs>({
      query: ({ oobCode }) => connectCall('auth', 'verifyPasswordResetCode', { oobCode }),
      transformResponse: (response: { email: string }) => response.email,
      // A reset code is used once: never serve a stale answer for it.
      keepUnusedDataFor: 0,
    }),
    confirmPasswordReset: build.mutation<null, ActionCodeArgs & { newPassword: string }>({
      query: ({ oobCode, newPassword }) =>
        connectCall('auth', 'confirmPasswordReset', { oobCode, newPassword }),
      transformResponse: () => null,
    }),
    /** The signed-in user as the auth provider knows it now (e.g. after verifying the e-mail). */
    getUser: build.query<SessionUser, undefined>({
      query: () => connectCall('auth', 'getUser', {}),
      transformResponse: (user: User) => ({
        uid: user.uid,
        email: user.email,
        emailVerified: user.emailVerified,
        displayName: user.displayName,
        role: user.role,
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useSignInMutation,
  useSignUpOrgMutation,
  useSignOutMutation,
  useSendEmailVerificationMutation,
  useApplyActionCodeMutation,
  useSendPasswordResetEmailMutation,
  useVerifyPasswordResetCodeQuery,
  useConfirmPasswordResetMutation,
  useGetUserQuery,
} = sessionApi;
