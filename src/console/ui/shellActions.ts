// Requests from the shell's controls that other parts of the console carry out.
import { createAction } from '@reduxjs/toolkit';

/**
 * 'Download diagnostics' in the account menu. The bundle needs the store and its action log,
 * which the UI does not hold: offline/diagnostics listens for this and makes the download.
 */
export const diagnosticsRequested = createAction('shell/diagnosticsRequested');
