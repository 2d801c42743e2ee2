// Wires the browser core (src/client) into the console: the core's live feed and write queue
// learn about the console's session, language and notifications from here, not by import.
import { isAnyOf } from '@reduxjs/toolkit';
import { addLiveListeners } from '../../client/live';
import { addQueueListeners } from '../../client/queue';
import { sessionExpired, sessionResumed, sessionStarted, signedOut } from '../entities/session';
import { failureNotified } from '../ui/notificationsSlice';
import type { AppStartListening } from './listener';
import type { RootState } from './store';

const sessionBegan = isAnyOf(sessionStarted, sessionResumed);
const sessionEnded = isAnyOf(signedOut, sessionExpired);

const senderSession = ({ session, ui }: RootState) =>
  session.status === 'signedIn' && session.user
    ? {
        uid: session.user.uid,
        accessToken: session.idToken ?? undefined,
        language: ui.eventLanguage || undefined,
      }
    : null;

export function addClientCoreListeners(
  startAppListening: AppStartListening,
  persistNow: () => Promise<void>,
): void {
  addLiveListeners(startAppListening, {
    selectToken: (state) => state.session.idToken,
    sessionBegan,
    sessionEnded,
  });
  addQueueListeners(startAppListening, {
    selectSession: senderSession,
    sessionBegan,
    onRefused: (error, dispatch) => dispatch(failureNotified(error.message)),
    persistNow,
  });
}
