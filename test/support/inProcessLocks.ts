// navigator.locks for several stores in one process (Node has no Web Locks): exclusive locks
// granted in request order, `ifAvailable` answered with null when held, released when the
// callback's promise settles — the parts of the Web Locks API the write queue uses.
import type { LockManagerLike } from '../../src/client/queue';

export class InProcessLocks implements LockManagerLike {
  private readonly held = new Set<string>();
  private readonly waiting = new Map<string, (() => void)[]>();

  async request(
    name: string,
    options: { ifAvailable?: boolean },
    callback: (lock: unknown) => Promise<unknown>,
  ): Promise<unknown> {
    if (this.held.has(name)) {
      if (options.ifAvailable) return callback(null);
      await new Promise<void>((resolve) => {
        this.waiting.set(name, [...(this.waiting.get(name) ?? []), resolve]);
      });
    }
    this.held.add(name);
    try {
      return await callback({ name });
    } finally {
      const next = this.waiting.get(name)?.shift();
      if (next) next();
      else this.held.delete(name);
    }
  }
}
