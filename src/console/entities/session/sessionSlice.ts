// The signed-in user and their tokens (spec/console.md §3 "Auth user and session").
// 'unknown' until the auth state is first known: the router waits for it (§2.2).
import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

export interface SessionUser {
  uid: string;
  email: string;
  emailVerified: boolean;
  displayName: string;
  role: number;
}

export interface SessionState {
  status: 'unknown' | 'signedIn' | 'signedOut';
  user: SessionUser | null;
  idToken: string | null;
  refreshToken: string | null;
  /** Epoch seconds at which idToken expires. */
  expiresAt: number;
}

export interface SessionTokens {
  user: SessionUser;
  idToken: string;
  refreshToken: string;
  expiresAt: number;
}

const initialState: SessionState = {
  status: 'unknown',
  user: null,
  idToken: null,
  refreshToken: null,
  expiresAt: 0,
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionStarted: (_state, action: PayloadAction<SessionTokens>) => ({
      status: 'signedIn',
      ...action.payload,
    }),
    /** The stored session is used as it is (e.g. offline at start). */
    sessionResumed: (state) => {
      state.status = state.user && state.refreshToken ? 'signedIn' : 'signedOut';
    },
    emailVerified: (state) => {
      if (state.user) state.user.emailVerified = true;
    },
    /** The tokens no longer work: signed out, but what the user queued is kept for later. */
    sessionExpired: () => ({ ...initialState, status: 'signedOut' as const }),
    signedOut: () => ({ ...initialState, status: 'signedOut' as const }),
  },
  selectors: {
    selectSession: (s) => s,
    selectUser: (s) => s.user,
    selectAuthStatus: (s) => s.status,
    selectIsSignedIn: (s) => s.status === 'signedIn',
  },
});

export const { sessionStarted, sessionResumed, emailVerified, sessionExpired, signedOut } =
  sessionSlice.actions;
/**
 * The session is over (signed out, or refused): every copy of the account's documents, with
 * the resume points kept beside them, is dropped, so another account never starts from it.
 */
export const sessionEnded = isAnyOf(signedOut, sessionExpired);

export const { selectSession, selectUser, selectAuthStatus, selectIsSignedIn } =
  sessionSlice.selectors;

/** A Session message of the auth service as the slice keeps it. */
export function tokensOf(session: {
  user?: SessionUser;
  idToken: string;
  refreshToken: string;
  expiresAt: number;
}): SessionTokens {
  const user = session.user;
  if (!user) throw new Error('auth: the session has no user');
  return {
    user: {
      uid: user.uid,
      email: user.email,
      emailVerified: user.emailVerified,
      displayName: user.displayName,
      role: user.role,
    },
    idToken: session.idToken,
    refreshToken: session.refreshToken,
    expiresAt: session.expiresAt,
  };
}
