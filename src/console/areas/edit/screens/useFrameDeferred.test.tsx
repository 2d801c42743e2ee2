// The preview's frame starts after the screens' data has arrived and the browser is idle, or at
// once when the organiser reaches for it (issue 31: the framed app slowed the schedule's first open).
import { act, fireEvent, screen } from '@testing-library/react';
import { liveCurrent } from '../../../../client/live';
import { renderWithProviders } from '../../../../../test/console/renderWithProviders';
import { useFrameDeferred } from './useFrameDeferred';

const PATH = '/events/e1/meetings';

function Probe() {
  const { ready, start } = useFrameDeferred();
  return (
    <button type="button" onPointerEnter={start}>
      {ready ? 'frame' : 'waiting'}
    </button>
  );
}

const followed = {
  live: {
    status: 'online' as const,
    current: {},
    wanted: { [PATH]: 1 },
    divergences: 0,
    diverged: [],
  },
};

describe('useFrameDeferred', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits for the followed data, then for an idle moment', () => {
    const { store } = renderWithProviders(<Probe />, { preloadedState: followed });
    act(() => void jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button').textContent).toBe('waiting');
    act(() => void store.dispatch(liveCurrent({ path: PATH, resumeToken: '1' })));
    expect(screen.getByRole('button').textContent).toBe('waiting');
    act(() => void jest.advanceTimersByTime(10));
    expect(screen.getByRole('button').textContent).toBe('frame');
  });

  it('starts at once when the organiser points at the preview', () => {
    renderWithProviders(<Probe />, { preloadedState: followed });
    fireEvent.pointerEnter(screen.getByRole('button'));
    expect(screen.getByRole('button').textContent).toBe('frame');
  });

  it('does not wait for data that never comes (offline) beyond a few seconds', () => {
    renderWithProviders(<Probe />, { preloadedState: followed });
    act(() => void jest.advanceTimersByTime(3000));
    expect(screen.getByRole('button').textContent).toBe('waiting');
    act(() => void jest.advanceTimersByTime(1100));
    act(() => void jest.advanceTimersByTime(10));
    expect(screen.getByRole('button').textContent).toBe('frame');
  });
});
