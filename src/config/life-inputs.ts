/**
 * The inputs of a preview's life: how long it may idle before it sleeps or goes (`stop-after-idle`,
 * `delete-after-idle`), how long a `/preview keep` may hold it (`max-keep`), and what an hour of
 * its resources costs. One duration parser for all of them, and for the keep command's own.
 */
import { shownDuration } from '../basics/time-text.ts';
import { invalid } from './invalid.ts';

const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
/** A year: a longer idle limit is a typo for "never", which is what an empty input says. */
const MAX_DURATION_MS = 366 * UNIT_MS.d;
const DURATION = /^(\d{1,6})\s*([mhd])$/i;

/** `12h`, `3d`, `90m` in milliseconds; undefined for anything else (or a zero, or more than a year). */
export function durationMs(text: string): number | undefined {
  const match = DURATION.exec(text.trim());
  if (!match) return undefined;
  const ms = Number(match[1]) * UNIT_MS[match[2]!.toLowerCase() as keyof typeof UNIT_MS];
  return ms > 0 && ms <= MAX_DURATION_MS ? ms : undefined;
}

/** A duration input: empty is off (0). */
export function duration(value: string): number {
  const text = value.trim();
  if (text === '') return 0;
  return (
    durationMs(text) ??
    invalid(`must be a duration such as 12h or 3d (a whole number of m, h or d, up to a year), not ${JSON.stringify(text.slice(0, 40))}`)
  );
}

/** A price per hour: a non-negative decimal number, in whatever currency the team counts in; empty is none. */
export function pricePerHour(value: string): number | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  if (!/^\d+(\.\d+)?$/.test(text))
    invalid(`must be a price per hour such as 0.04 (digits and one dot), not ${JSON.stringify(text.slice(0, 40))}`);
  return Number(text);
}

/** The life inputs as the run uses them. */
export interface LifeSettings {
  /** Idle this long, a preview is stopped; 0: never. */
  stopAfterIdleMs: number;
  /** Idle this long, a preview is deleted (once warned); 0: never. */
  deleteAfterIdleMs: number;
  /** The longest a `/preview keep` holds a preview. */
  maxKeepMs: number;
  /** The label that keeps a preview while its pull request carries it. */
  keepLabel: string;
  costPerVcpuHour: number | undefined;
  costPerGibHour: number | undefined;
}

/** The life inputs checked together; the problem (and its input) when they contradict each other. */
export function lifeSettings(inputs: {
  'stop-after-idle': number;
  'delete-after-idle': number;
  'max-keep': number;
  'keep-label': string;
  'cost-per-vcpu-hour': number | undefined;
  'cost-per-gib-hour': number | undefined;
}): LifeSettings | { input: 'stop-after-idle'; problem: string } {
  const stop = inputs['stop-after-idle'];
  const remove = inputs['delete-after-idle'];
  if (stop > 0 && remove > 0 && stop >= remove) {
    return {
      input: 'stop-after-idle',
      problem: `${shownDuration(stop)} must be shorter than delete-after-idle (${shownDuration(remove)}): a preview is deleted before it would sleep; shorten it or leave it empty`,
    };
  }
  return {
    stopAfterIdleMs: stop,
    deleteAfterIdleMs: remove,
    maxKeepMs: inputs['max-keep'],
    keepLabel: inputs['keep-label'],
    costPerVcpuHour: inputs['cost-per-vcpu-hour'],
    costPerGibHour: inputs['cost-per-gib-hour'],
  };
}

/** Whether a run follows its preview's life (idle limits or prices given): only then are its history and comments read for it. */
export function followsLife(life: LifeSettings): boolean {
  return life.stopAfterIdleMs > 0 || life.deleteAfterIdleMs > 0 || life.costPerVcpuHour !== undefined || life.costPerGibHour !== undefined;
}
