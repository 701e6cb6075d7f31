/**
 * The engine's timers: a wait planned in platform milliseconds runs `speed` times as long, and
 * each is keyed `<request id>/<what waits>` so a request's waits end together.
 */
export class ScaledTimers {
  private readonly speed: number;
  private readonly timers = new Map<string, NodeJS.Timeout>();

  constructor(speed: number) {
    this.speed = speed;
  }

  /** A step planned to take no time ends at once, so no state is seen that no poll could see. */
  after(key: string, plannedMs: number, action: () => void): void {
    if (plannedMs <= 0) action();
    else this.schedule(key, plannedMs, action);
  }

  /** A second wait under the same key replaces the first. */
  schedule(key: string, plannedMs: number, action: () => void): void {
    const previous = this.timers.get(key);
    if (previous) clearTimeout(previous);
    const timer = setTimeout(() => {
      this.timers.delete(key);
      action();
    }, plannedMs * this.speed);
    this.timers.set(key, timer);
  }

  clearRequest(requestId: string): void {
    for (const [key, timer] of this.timers) {
      if (!key.startsWith(`${requestId}/`)) continue;
      clearTimeout(timer);
      this.timers.delete(key);
    }
  }

  close(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
