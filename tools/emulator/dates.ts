/** The platform's dates: ISO 8601 in UTC, with milliseconds. */
export function iso(epochMs: number): string {
  return new Date(epochMs).toISOString();
}

/**
 * The emulator's clock: the wall's, moved by a test knob (`PUT /_emulator/clock`) so a test can
 * let days pass at once. Every date the emulator writes (a deployment's, a stop's, a created
 * environment's) and the hours of deployment rules are read on it; durations stay the wall's,
 * divided by `speed`.
 */
export class EmulatorClock {
  private offsetMs = 0;

  readonly now = (): number => Date.now() + this.offsetMs;

  /** The clock reads `at` now and runs on from there. */
  set(at: number): void {
    this.offsetMs = at - Date.now();
  }
}
