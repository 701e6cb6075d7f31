/**
 * A preview's resource-hours, from the platform's own record: its services' sizes as the platform
 * reports them (CPU in millicores, memory in MiB, the instances it keeps running at least) times
 * the hours it ran, told apart from the hours it slept by the dated deployments and stops of its
 * history. The platform reports cost only per organization or cluster: this is the estimate it
 * lacks, and sleeping is shown as what it saved.
 */
import type { LifeSettings } from '../../config/life-inputs.ts';
import type { Move } from '../environment/deployment-history.ts';
import type { ResourceHours } from '../../run/result.ts';

const HOUR_MS = 3_600_000;

/** The services' sizes summed: what one hour of the preview running holds. */
export interface Size {
  vcpu: number;
  gib: number;
}

/** One service's size, as the platform reports it: a missing figure counts as none, a missing instance count as one. */
export function sizeOf(service: { cpu?: number | null; memory?: number | null; min_running_instances?: number | null }): Size {
  const instances = Math.max(service.min_running_instances ?? 1, 0);
  return { vcpu: ((service.cpu ?? 0) / 1000) * instances, gib: ((service.memory ?? 0) / 1024) * instances };
}

export function sumSizes(sizes: readonly Size[]): Size {
  return sizes.reduce((sum, size) => ({ vcpu: sum.vcpu + size.vcpu, gib: sum.gib + size.gib }), { vcpu: 0, gib: 0 });
}

/**
 * The hours the preview ran and slept since `createdMs` until `nowMs`: it runs from a deployment
 * that ended DEPLOYED (from when it ended) until a stop that ended STOPPED (until when it ended),
 * and sleeps from such a stop to its next deployment; before its first deployment it does
 * neither. A failed or unfinished request changes nothing. `moves` oldest first.
 */
function runningAndSleeping(moves: readonly Move[], createdMs: number, nowMs: number): { running: number; sleeping: number } {
  let state: 'new' | 'running' | 'asleep' = 'new';
  let since = createdMs;
  let running = 0;
  let sleeping = 0;
  const at = (move: Move) => {
    const when = move.endedAt !== undefined && !Number.isNaN(move.endedAt) ? move.endedAt : move.askedAt;
    return Math.min(Math.max(when, since), nowMs);
  };
  for (const move of moves) {
    if (move.ended !== 'done' || Number.isNaN(move.askedAt)) continue;
    if (move.kind === 'deploy' && state !== 'running') {
      const when = at(move);
      if (state === 'asleep') sleeping += when - since;
      state = 'running';
      since = when;
    } else if (move.kind === 'stop' && state === 'running') {
      const when = at(move);
      running += when - since;
      state = 'asleep';
      since = when;
    }
  }
  if (state === 'running') running += Math.max(nowMs - since, 0);
  if (state === 'asleep') sleeping += Math.max(nowMs - since, 0);
  return { running: running / HOUR_MS, sleeping: sleeping / HOUR_MS };
}

/** The resource-hours of one preview, and their cost at the prices given. */
export function resourceHours(
  moves: readonly Move[],
  createdMs: number,
  nowMs: number,
  size: Size,
  prices: Pick<LifeSettings, 'costPerVcpuHour' | 'costPerGibHour'>,
): ResourceHours {
  const { running, sleeping } = runningAndSleeping(moves, createdMs, nowMs);
  return priced(
    {
      sinceMs: createdMs,
      runningHours: running,
      sleepingHours: sleeping,
      vcpuHours: size.vcpu * running,
      gibHours: size.gib * running,
      savedVcpuHours: size.vcpu * sleeping,
      savedGibHours: size.gib * sleeping,
    },
    prices,
  );
}

function priced(
  hours: Omit<ResourceHours, 'cost' | 'saved'>,
  prices: Pick<LifeSettings, 'costPerVcpuHour' | 'costPerGibHour'>,
): ResourceHours {
  const { costPerVcpuHour: vcpu, costPerGibHour: gib } = prices;
  if (vcpu === undefined && gib === undefined) return hours;
  return {
    ...hours,
    cost: hours.vcpuHours * (vcpu ?? 0) + hours.gibHours * (gib ?? 0),
    saved: hours.savedVcpuHours * (vcpu ?? 0) + hours.savedGibHours * (gib ?? 0),
  };
}

/** Several previews' hours summed (the sweep's total), from the oldest start. */
export function totalHours(
  all: readonly ResourceHours[],
  prices: Pick<LifeSettings, 'costPerVcpuHour' | 'costPerGibHour'>,
): ResourceHours & { previews: number } {
  const sum = (key: 'runningHours' | 'sleepingHours' | 'vcpuHours' | 'gibHours' | 'savedVcpuHours' | 'savedGibHours') =>
    all.reduce((total, each) => total + each[key], 0);
  const hours = priced(
    {
      sinceMs: all.reduce((oldest, each) => Math.min(oldest, each.sinceMs), Number.POSITIVE_INFINITY),
      runningHours: sum('runningHours'),
      sleepingHours: sum('sleepingHours'),
      vcpuHours: sum('vcpuHours'),
      gibHours: sum('gibHours'),
      savedVcpuHours: sum('savedVcpuHours'),
      savedGibHours: sum('savedGibHours'),
    },
    prices,
  );
  return { ...hours, previews: all.length };
}
