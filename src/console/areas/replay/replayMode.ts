// A diagnostics bundle opened for replay is kept in sessionStorage and the page reloads into a
// read-only store built from it: no persistence, no live feed, no write queue.
import type { UnknownAction } from '@reduxjs/toolkit';
import { loadAllEntities } from '../../app/entities';
import { makeStore } from '../../app/store';
import { replayStarted } from '../../app/uiSlice';
import type { MadeStore } from '../../app/store';
import { parseBundle } from '../../offline/diagnostics';

const KEY = 'eventapp.replay';

export const isReplayRequested = () => new URLSearchParams(window.location.search).has('replay');

export function startReplay(bundleText: string): void {
  parseBundle(bundleText); // refuse a bad file before leaving the page
  sessionStorage.setItem(KEY, bundleText);
  window.location.assign('/?replay=1');
}

export function leaveReplay(): void {
  sessionStorage.removeItem(KEY);
  window.location.assign('/');
}

/**
 * The store of a replay: the bundle's state with its actions applied, read-only. Every entity
 * loads first, so that each replayed action reaches its slice whichever screen comes next.
 */
export async function makeReplayStore(
  bundleText: string | null = sessionStorage.getItem(KEY),
): Promise<MadeStore | null> {
  if (!bundleText) return null;
  const { preloadedState, actions } = parseBundle(bundleText);
  await loadAllEntities();
  const made = makeStore(preloadedState, { readOnly: true });
  for (const action of actions) made.store.dispatch(action as UnknownAction);
  // Last, so that no replayed action clears it: from here on nothing is queued or sent.
  made.store.dispatch(replayStarted());
  return made;
}
