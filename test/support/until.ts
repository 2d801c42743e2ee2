// Waiting in a test for what a socket, a server or a store will do.
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Polls `condition` (a database read may answer it) every `everyMs` until it holds; fails after `timeoutMs`. A failure is
 * judged on a poll that followed a turn of the event loop's I/O: Node runs due timers before
 * it reads sockets, so when the process stood still past the deadline (a loaded host, a long
 * collection), the first poll after it would not yet see what had arrived meanwhile.
 */
export async function until(
  condition: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 15_000,
  everyMs = 20,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let late = false;
  while (!(await condition())) {
    if (late) throw new Error(`timed out waiting for ${what}`);
    late = Date.now() > deadline;
    await sleep(everyMs);
  }
}
