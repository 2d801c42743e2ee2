// App-wide moments the browser core reacts to; the program dispatches them.
import { createAction } from '@reduxjs/toolkit';

/** The persisted state is back (or there was none): find out who is signed in. */
export const appStarted = createAction('app/started');
/** A call or the live feed was refused with 'Invalid session.': refresh or sign out. */
export const sessionInvalid = createAction('session/invalid');
/** The browser reports the network is back. */
export const networkOnline = createAction('app/networkOnline');
/**
 * The network may have gone: the browser went offline, or the page was hidden (a phone may
 * sleep and drop its connections). A request out since then may never be answered.
 */
export const networkLost = createAction('app/networkLost');
