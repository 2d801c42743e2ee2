// A diagnostics bundle opened for replay is kept in sessionStorage and the page reloads, on the
// screen the bundle was taken on, into a read-only store holding the state the organiser's
// screens showed: no persistence, no live feed, no write queue, no calls.
import type { UnknownAction } from '@reduxjs/toolkit';
import { api } from '../../app/api';
import { loadAllEntities } from '../../app/entities';
import { makeStore } from '../../app/store';
import { replayStarted } from '../../app/uiSlice';
import type { MadeStore } from '../../app/store';
import { outsideStoreReplayed, parseBundle } from '../../offline/diagnostics';

const KEY = 'eventapp.replay';

export const isReplayRequested = () => new URLSearchParams(window.location.search).has('replay');

export function startReplay(bundleText: string): void {
  const { path } = parseBundle(bundleText); // refuse a bad file before leaving the page
  sessionStorage.setItem(KEY, bundleText);
  const url = new URL(path, window.location.origin);
  url.searchParams.set('replay', '1');
  window.location.assign(`${url.pathname}${url.search}`);
}

export function leaveReplay(): void {
  sessionStorage.removeItem(KEY);
  window.location.assign('/');
}

/**
 * RTK Query's own actions are not replayed: their endpoints are injected by the screens that
 * use them, which have not loaded when the replay starts, and its reducer cannot take an
 * action of an endpoint it does not know (issue 23, finding 6: a white page).
 */
const isQueryBookkeeping = (action: UnknownAction) =>
  typeof action.type !== 'string' || action.type.startsWith(`${api.reducerPath}/`);

/**
 * The store of a replay, read-only: the state the screens showed when the bundle was taken, or,
 * in a bundle from before that was kept, the state before its actions with them applied. Every
 * entity loads first, so that each slice has its reducer whichever screen comes next.
 */
export async function makeReplayStore(
  bundleText: string | null = sessionStorage.getItem(KEY),
): Promise<MadeStore | null> {
  if (!bundleText) return null;
  const { state, preloadedState, actions, outside } = parseBundle(bundleText);
  // Before any screen loads: what they showed from outside the store (participants' lists).
  outsideStoreReplayed(outside);
  await loadAllEntities();
  const made = makeStore(state ?? preloadedState, { readOnly: true });
  if (!state)
    for (const action of actions)
      if (!isQueryBookkeeping(action)) made.store.dispatch(action as UnknownAction);
  // Last, so that no replayed action clears it: from here on nothing is queued or sent.
  made.store.dispatch(replayStarted());
  return made;
}
