// Chunk scripts inserted one per task (issue 31). Webpack's runtime inserts a <script> for every
// chunk an import() needs, all in the task that called import(); the router's first match
// imports the edit shell and the screen at once, about 25 chunks on the schedule, and each
// insertion (the element, its request, its timeout) cost 2–6 ms of the host's main thread, so
// that one task took ~97 ms, ~390 ms on Lighthouse's simulated phone (bench/README.md,
// "Session 25"). Here the runtime's script loader queues each script and inserts the next one
// after a yield, so the requests still all start at once (a few ms apart) and no task is long.
import { nextTask } from '../../client/nextTask';

/** Webpack's script loader (`__webpack_require__.l`): the script at `url`, `done` on its end. */
type LoadScript = (
  url: string,
  done: (event: Event) => void,
  key?: string,
  chunkId?: unknown,
) => void;

/** Webpack's runtime, which webpack gives a module that names it; absent elsewhere (Jest, Node). */
declare const __webpack_require__: { l?: LoadScript } | undefined;

/** Makes `runtime`'s script loader insert one script per task; returns whether it could. */
export function insertChunksOnePerTask(
  runtime: { l?: LoadScript } | undefined = typeof __webpack_require__ === 'undefined'
    ? undefined
    : __webpack_require__,
): boolean {
  const insert = runtime?.l;
  if (!runtime || typeof insert !== 'function') return false;
  const queue: Parameters<LoadScript>[] = [];
  let draining = false;
  const drain = async () => {
    draining = true;
    for (let next = queue.shift(); next; next = queue.shift()) {
      // A script that could not be inserted fails its chunk's import, as a failed download
      // does, rather than stopping the queue for every later one.
      try {
        insert(...next);
      } catch {
        next[1](new Event('error'));
      }
      await nextTask();
    }
    draining = false;
  };
  runtime.l = (...args) => {
    queue.push(args);
    if (!draining) void drain();
  };
  return true;
}
