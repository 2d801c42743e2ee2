// Work for when the browser has nothing better to do: requestIdleCallback, or a timer where
// the browser lacks it (Safari).

/** Runs `task` once the main thread is idle (at the latest after `timeout` ms); returns a cancel. */
export function onIdle(task: () => void, timeout: number): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = window.setTimeout(task, 0);
    return () => window.clearTimeout(timer);
  }
  const handle = requestIdleCallback(task, { timeout });
  return () => cancelIdleCallback(handle);
}

/** Resolves once the page has loaded (its `load` event) and the main thread is idle. */
export function afterLoadIdle(timeout: number): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => void onIdle(resolve, timeout);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}
