/**
 * The platform's builders: at most `limit` builds run at once across the platform, and a build
 * that finds none free waits in BUILD_QUEUEING, first come first served. Unlimited by default,
 * so only an emulator option makes builds of one deployment wait for each other.
 */
export class Builders {
  private readonly limit: number;
  /** Builds holding a builder, keyed `<request id>/<service id>`. */
  private readonly holding = new Set<string>();
  private waiting: { key: string; start: () => void }[] = [];

  constructor(limit = Number.POSITIVE_INFINITY) {
    this.limit = limit;
  }

  /** Takes a builder for `key` and answers true, or queues `start` for when one is free and answers false. */
  take(key: string, start: () => void): boolean {
    if (this.holding.has(key)) return true;
    if (this.holding.size < this.limit) {
      this.holding.add(key);
      return true;
    }
    this.waiting.push({ key, start });
    return false;
  }

  /** The build of `key` is over: its builder goes to the build that waited longest. */
  release(key: string): void {
    if (this.holding.delete(key)) this.next();
  }

  /** A request that ended (cancelled, failed) gives back its builders and leaves the queue. */
  releaseRequest(requestId: string): void {
    this.waiting = this.waiting.filter((waiting) => !waiting.key.startsWith(`${requestId}/`));
    for (const key of this.holding) if (key.startsWith(`${requestId}/`)) this.holding.delete(key);
    this.next();
  }

  private next(): void {
    while (this.holding.size < this.limit && this.waiting.length > 0) {
      const { key, start } = this.waiting.shift()!;
      this.holding.add(key);
      start();
    }
  }
}
