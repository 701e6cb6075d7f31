/**
 * Deployment rules honoured: an environment whose rule has `auto_stop` is stopped when the
 * emulator's clock leaves its hours (its weekdays, from start to stop time in its timezone) and
 * started again when the clock comes back into them. Like the platform's scheduler it acts when
 * the hours begin and end, not on every reading: a preview deployed in the evening runs until the
 * next stop time. The clock is the wall's, moved by a test knob (`setClock`,
 * `PUT /_emulator/clock`), and read every second.
 */
import { EmulatorClock } from './dates.ts';
import { ApiError } from './http.ts';
import type { DeploymentEngine } from './engine.ts';
import type { EnvironmentDeploymentRule } from './schemas/index.ts';
import type { EnvironmentRecord, Store } from './store.ts';

const WEEKDAY_NAMES = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
const CHECK_EVERY_MS = 1000;
const TRIGGERED_BY = 'deployment-rule:auto_stop';

/** Minutes since midnight of a rule's time: the time of day of its date-time, as written (`…T08:00:00.000Z` is 08:00). */
function minutesOf(dateTime: string): number {
  const match = /T(\d{2}):(\d{2})/.exec(dateTime);
  return match ? Number(match[1]) * 60 + Number(match[2]) : 0;
}

/** Whether `at` falls in the rule's hours, on the rule's own calendar. */
function withinHours(rule: EnvironmentDeploymentRule, at: number): boolean {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: rule.timezone,
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? '';
  const day = part('weekday').toUpperCase();
  const minutes = Number(part('hour')) * 60 + Number(part('minute'));
  return (
    WEEKDAY_NAMES.includes(day) &&
    (rule.weekdays as string[]).includes(day) &&
    minutes >= minutesOf(rule.start_time) &&
    minutes < minutesOf(rule.stop_time)
  );
}

export class WorkingHours {
  private readonly clock: EmulatorClock;
  /** Per environment, whether its hours held at the last reading; absent until its rule is read once. */
  private readonly inside = new Map<string, boolean>();
  private readonly timer: NodeJS.Timeout;
  private readonly store: Store;
  private readonly engine: DeploymentEngine;

  constructor(store: Store, engine: DeploymentEngine, clock = new EmulatorClock()) {
    this.clock = clock;
    this.store = store;
    this.engine = engine;
    this.timer = setInterval(() => this.check(), CHECK_EVERY_MS);
    this.timer.unref();
  }

  /** The emulator's clock: the wall's, moved by `setClock`. */
  now(): number {
    return this.clock.now();
  }

  /** Test knob: the clock reads `at` now and runs on from there; the rules are applied at once. */
  setClock(at: number): void {
    this.clock.set(at);
    this.check();
  }

  /** A rule edited: its hours start counting from now, without acting on the edit itself. */
  ruleChanged(record: EnvironmentRecord): void {
    this.inside.set(record.environment.id, withinHours(record.deploymentRule, this.now()));
  }

  check(): void {
    const now = this.now();
    for (const record of this.store.environments.values()) {
      const rule = record.deploymentRule;
      if (record.gone || !rule.auto_stop) continue;
      const inside = withinHours(rule, now);
      const before = this.inside.get(record.environment.id);
      if (before === undefined || before === inside) {
        this.inside.set(record.environment.id, inside);
        continue;
      }
      // Acted on, or retried at the next reading while another operation holds the environment.
      if (this.apply(record, inside)) this.inside.set(record.environment.id, inside);
    }
  }

  close(): void {
    clearInterval(this.timer);
  }

  private apply(record: EnvironmentRecord, inside: boolean): boolean {
    const latest = record.history.at(-1);
    try {
      if (inside) {
        if (latest?.kind === 'stop' && latest.state === 'STOPPED') this.engine.deploy(record, 'all', TRIGGERED_BY);
      } else if (latest && latest.state !== 'STOPPED' && latest.kind !== 'delete') {
        this.engine.stop(record, TRIGGERED_BY);
      }
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) return false;
      throw error;
    }
  }
}
