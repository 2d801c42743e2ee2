// A screen's content mounts one render after its data arrives, in a transition (the skeleton
// shows in the update that brought the data); data there at mount shows at once, and once shown,
// the content follows every change at once.
import { act, render, screen } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { useArrivalShown } from './useArrivalShown';

// The data's store, as the console's (a store update renders in one piece).
let arrived = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const setArrived = (value: boolean) => {
  arrived = value;
  for (const listener of listeners) listener();
};

function Screen() {
  const here = useSyncExternalStore(subscribe, () => arrived);
  return useArrivalShown(here) ? <p>content</p> : <p>skeleton</p>;
}

const shown = () => screen.getByRole('paragraph').textContent ?? '';

/** What the screen shows in the commit of a store update, before anything deferred renders. */
async function shownInTheUpdate(value: boolean): Promise<string> {
  let inTheUpdate = '';
  await act(async () => {
    flushSync(() => setArrived(value));
    inTheUpdate = shown();
  });
  return inTheUpdate;
}

describe('content shown after its data arrives', () => {
  it('shows the skeleton in the update that brought the data, the content in the next render', async () => {
    setArrived(false);
    render(<Screen />);
    expect(shown()).toBe('skeleton');
    expect(await shownInTheUpdate(true)).toBe('skeleton');
    expect(shown()).toBe('content');
  });

  it('shows data already there at mount in the first render', async () => {
    setArrived(true);
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    let first = '';
    await act(async () => {
      flushSync(() => root.render(<Screen />));
      first = container.textContent ?? '';
    });
    expect(first).toBe('content');
    act(() => root.unmount());
    container.remove();
  });

  it('follows later changes at once: data gone hides the content in the same update', async () => {
    setArrived(true);
    render(<Screen />);
    expect(shown()).toBe('content');
    expect(await shownInTheUpdate(false)).toBe('skeleton');
  });
});
