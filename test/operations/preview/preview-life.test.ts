import { describe, expect, it } from 'vitest';
import type { LifeSettings } from '../../../src/config/life-inputs.ts';
import type { Move } from '../../../src/operations/environment/deployment-history.ts';
import { expiryMarker, idleActions, lifeOf } from '../../../src/operations/preview/preview-life.ts';
import { resourceHours, sizeOf, sumSizes } from '../../../src/operations/preview/resource-hours.ts';

const H = 3_600_000;
const D = 24 * H;
const NOW = Date.parse('2025-03-10T12:00:00Z');
const settings: LifeSettings = {
  stopAfterIdleMs: 12 * H,
  deleteAfterIdleMs: 3 * D,
  maxKeepMs: 14 * D,
  keepLabel: 'preview:keep',
  costPerVcpuHour: undefined,
  costPerGibHour: undefined,
};
const deploy = (at: number): Move => ({ kind: 'deploy', ended: 'done', askedAt: at, endedAt: at });
const stop = (at: number): Move => ({ kind: 'stop', ended: 'done', askedAt: at, endedAt: at });
const none = { labels: [], commands: [], warnings: [] };

describe('a preview’s life', () => {
  it('counts idle from the newest deployment or writer’s command, and a keep moves both limits', () => {
    const moves = [deploy(NOW - 4 * D)];
    expect(lifeOf(settings, moves, NOW - 5 * D, none, NOW)).toMatchObject({ sleepsAtMs: NOW - 4 * D + 12 * H, deletesAtMs: NOW - D });
    const commanded = { ...none, commands: [{ at: NOW - H, author: 'ann', url: '' }] };
    expect(lifeOf(settings, moves, NOW - 5 * D, commanded, NOW).deletesAtMs).toBe(NOW - H + 3 * D);
    const kept = { ...none, commands: [{ at: NOW - H, author: 'ann', url: '', keepMs: 30 * D }] };
    expect(lifeOf(settings, moves, NOW - 5 * D, kept, NOW)).toMatchObject({
      keep: { untilMs: NOW - H + 14 * D, by: 'ann', askedMs: 30 * D },
      deletesAtMs: NOW - H + 14 * D,
    });
    const within = { ...none, commands: [{ at: NOW - H, author: 'ann', url: '', keepMs: 7 * D }] };
    expect(lifeOf(settings, moves, NOW - 5 * D, within, NOW).keep).toEqual({ untilMs: NOW - H + 7 * D, by: 'ann' });
    const labelled = lifeOf(settings, moves, NOW - 5 * D, { ...none, labels: ['Preview:Keep'] }, NOW);
    expect(labelled.deletesAtMs).toBeUndefined();
    expect(labelled.sleepsAtMs).toBeUndefined();
  });

  it('counts the action’s record of a push that deployed nothing only to postpone, and never past now', () => {
    const moves = [deploy(NOW - 4 * D)];
    const fromPlatform = lifeOf(settings, moves, NOW - 5 * D, none, NOW);
    expect(lifeOf(settings, moves, NOW - 5 * D, { ...none, renewedAt: NOW - H }, NOW).deletesAtMs).toBe(NOW - H + 3 * D);
    // Older than the platform's newest deployment: the platform's dates stand.
    expect(lifeOf(settings, moves, NOW - 5 * D, { ...none, renewedAt: NOW - 10 * D }, NOW)).toEqual(fromPlatform);
    // Dated in the future: it counts as now, no later.
    expect(lifeOf(settings, moves, NOW - 5 * D, { ...none, renewedAt: NOW + 30 * D }, NOW).deletesAtMs).toBe(NOW + 3 * D);
  });

  it('deletes only once this very expiry was warned of, and warns a day ahead', () => {
    const life = lifeOf(settings, [deploy(NOW - 4 * D)], NOW - 5 * D, none, NOW);
    const marker = expiryMarker('shop-pr-1', life.deletesAtMs!);
    expect(idleActions(life, 'shop-pr-1', [], NOW)).toEqual({ stop: true, warn: marker, delete: false });
    expect(idleActions(life, 'shop-pr-1', [marker], NOW).delete).toBe(true);
    expect(idleActions(life, 'shop-pr-1', [expiryMarker('shop-pr-1', life.deletesAtMs! - D)], NOW).delete).toBe(false);
    const later = lifeOf(settings, [deploy(NOW - D)], NOW - D, none, NOW);
    expect(idleActions(later, 'shop-pr-1', [], NOW).warn).toBeUndefined();
    const asleep = lifeOf(settings, [deploy(NOW - D), stop(NOW - 10 * H)], NOW - D, none, NOW);
    expect(idleActions(asleep, 'shop-pr-1', [], NOW).stop).toBe(false);
  });

  it('counts the hours running and asleep from the dated moves, times the services’ sizes', () => {
    const size = sumSizes([sizeOf({ cpu: 500, memory: 512, min_running_instances: 2 }), sizeOf({ cpu: 250, memory: 256 })]);
    expect(size).toEqual({ vcpu: 1.25, gib: 1.25 });
    const moves = [deploy(NOW - 4 * D), stop(NOW - 3 * D), deploy(NOW - D), { ...stop(NOW - H), ended: 'failed' as const }];
    const hours = resourceHours(moves, NOW - 5 * D, NOW, size, { costPerVcpuHour: 0.04, costPerGibHour: 0.01 });
    expect(hours).toMatchObject({ runningHours: 48, sleepingHours: 48, vcpuHours: 60, gibHours: 60, savedVcpuHours: 60 });
    expect(hours.cost).toBeCloseTo(3);
  });
});
