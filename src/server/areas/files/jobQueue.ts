// Runs at most `concurrency` jobs at once, the rest wait in call order. Image processing goes
// through one of these so that memory stays bounded however many uploads arrive together.
export class JobQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly concurrency: number) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await job();
    } finally {
      // The slot passes straight to the next job, so `running` stays counted for it.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  get size(): number {
    return this.running + this.waiting.length;
  }
}
