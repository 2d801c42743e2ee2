// Which paths the page's screens follow, and whether all of them have arrived (the preview's
// frame waits for that before it starts, issue 31).
import { configureStore } from '@reduxjs/toolkit';
import {
  liveCurrent,
  liveFailed,
  liveSlice,
  selectLiveSettled,
  targetReleased,
  targetWanted,
} from './liveSlice';

const store = () => configureStore({ reducer: { live: liveSlice.reducer } });

describe('selectLiveSettled', () => {
  it('waits for every followed path to be current, not for released ones', () => {
    const { dispatch, getState } = store();
    expect(selectLiveSettled(getState())).toBe(true);
    dispatch(targetWanted('/events/a'));
    dispatch(targetWanted('/events/a/meetings'));
    expect(selectLiveSettled(getState())).toBe(false);
    dispatch(liveCurrent({ path: '/events/a', resumeToken: '1' }));
    expect(selectLiveSettled(getState())).toBe(false);
    dispatch(targetReleased('/events/a/meetings'));
    expect(selectLiveSettled(getState())).toBe(true);
  });

  it('keeps a path followed by two screens until both release it', () => {
    const { dispatch, getState } = store();
    dispatch(targetWanted('/events/a'));
    dispatch(targetWanted('/events/a'));
    dispatch(targetWanted('/events/b'));
    dispatch(liveCurrent({ path: '/events/b', resumeToken: '1' }));
    dispatch(targetReleased('/events/a'));
    expect(selectLiveSettled(getState())).toBe(false);
    dispatch(targetReleased('/events/a'));
    expect(selectLiveSettled(getState())).toBe(true);
  });

  it('counts a refused path as arrived: it just stays empty', () => {
    const { dispatch, getState } = store();
    dispatch(targetWanted('/events/gone'));
    dispatch(liveFailed({ path: '/events/gone', code: 5, message: 'not found' }));
    expect(selectLiveSettled(getState())).toBe(true);
  });
});
