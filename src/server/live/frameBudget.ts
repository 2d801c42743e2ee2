// How many frames a live socket may send: a token bucket. The burst covers a reconnect that
// re-adds every target at once; past it, a steady rate. A socket that floods is closed, so
// its queue of frames waiting to be handled stays short.
export class FrameBudget {
  private tokens: number;
  private last: number;

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = burst;
    this.last = now();
  }

  /** Takes one frame from the budget; false when it is spent. */
  take(): boolean {
    const now = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
