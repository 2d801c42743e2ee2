// A screen's calls can outlive the test that rendered it: unmounting an event's screens tells
// the server the tab has left (presence), and there is no server here, so the call fails and its
// warning comes after the file's last test, where Jest reports "Cannot log after tests are done".
// Each file waits, after its tests, for the calls still on their way to end and be logged.
import { setImmediate as nextMacrotask } from 'node:timers/promises';

const onTheirWay = new Set<Promise<void>>();
const fetchOfTheEnvironment = globalThis.fetch;

globalThis.fetch = (...args: Parameters<typeof fetch>) => {
  const call = fetchOfTheEnvironment(...args);
  const ended: Promise<void> = call.then(
    () => undefined,
    () => undefined,
  );
  onTheirWay.add(ended);
  void ended.then(() => onTheirWay.delete(ended));
  return call;
};

afterAll(async () => {
  // Node's own timer: a file may have left Jest's fake timers in place of the global ones.
  while (onTheirWay.size > 0) {
    await Promise.all(onTheirWay);
    await nextMacrotask();
  }
  await nextMacrotask();
});
