// A yield to the browser between two parts of a long piece of work (issue 31: no task holds a
// phone's main thread for long).

/**
 * Resolves in a task of its own, so the work after it does not lengthen the current one:
 * `scheduler.yield()` where the browser has it (the continuation runs before other queued
 * work), else a zero-delay timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
