/**
 * A sweep with a fork blueprint follows the lives of both blueprints' previews: its report counts
 * every preview it stopped, warned, kept or could not read, and the hours of all of them.
 */
import { describe, expect, it } from 'vitest';
import { bothLives } from '../../../src/operations/preview/idle-previews.ts';
import { totalHours } from '../../../src/operations/preview/resource-hours.ts';
import type { ResourceHours } from '../../../src/run/result.ts';

const PRICES = { costPerVcpuHour: 0.05, costPerGibHour: 0.01 };

function hours(sinceMs: number, runningHours: number): ResourceHours {
  return {
    sinceMs,
    runningHours,
    sleepingHours: 2,
    vcpuHours: runningHours,
    gibHours: 2 * runningHours,
    savedVcpuHours: 2,
    savedGibHours: 4,
  };
}

describe('bothLives', () => {
  it("keeps the team's previews beside the fork blueprint's: every list, every hour, the oldest start and the cost of all", () => {
    const team = {
      stopped: ['blueprint-pr-1'],
      warned: [],
      kept: ['blueprint-pr-2'],
      unreadable: [],
      total: totalHours([hours(1_000, 10), hours(5_000, 4)], PRICES),
    };
    const forks = {
      stopped: ['forks-pr-7'],
      warned: ['forks-pr-8'],
      kept: [],
      unreadable: ['forks-pr-9'],
      total: totalHours([hours(3_000, 6)], PRICES),
    };
    const both = bothLives(team, forks, PRICES);
    expect(both).toMatchObject({
      stopped: ['blueprint-pr-1', 'forks-pr-7'],
      warned: ['forks-pr-8'],
      kept: ['blueprint-pr-2'],
      unreadable: ['forks-pr-9'],
    });
    expect(both.total).toEqual(totalHours([hours(1_000, 10), hours(5_000, 4), hours(3_000, 6)], PRICES));
    expect(both.total).toMatchObject({ previews: 3, sinceMs: 1_000, runningHours: 20 });
  });

  it('is the one blueprint’s lives when it is the only one followed, and a blueprint with no open preview adds none', () => {
    const forks = { stopped: [], warned: [], kept: [], unreadable: [], total: totalHours([hours(3_000, 6)], PRICES) };
    expect(bothLives(undefined, forks, PRICES)).toBe(forks);
    const none = { stopped: [], warned: [], kept: [], unreadable: [], total: totalHours([], PRICES) };
    expect(bothLives(none, forks, PRICES).total).toEqual(forks.total);
  });
});
