import { describe, expect, it } from 'vitest';
import { parseInputs } from '../../../src/config/index.ts';
import type { AskService, OperationContext } from '../../../src/run/context.ts';
import { checkReadiness, healthUrl, NotReady } from '../../../src/operations/rollout/readiness.ts';
import { createVirtualClock } from '../../../src/wait/index.ts';
import { pushEvent } from '../../../tools/runner/in-process.ts';

const ENVIRONMENT = '3f2b9c1e-8d4a-4e7b-9a61-0c5d2e7f4b18';

/** A context on a virtual clock: a five-minute check runs in milliseconds. */
function contextWith(inputs: Record<string, string>, deadlineMs = 30 * 60_000) {
  const clock = createVirtualClock(0);
  const lines: string[] = [];
  const config = parseInputs(
    { 'api-url': 'https://api.example.test', 'api-token': 't0ken', environment: ENVIRONMENT, ...inputs },
    pushEvent,
  );
  const log = { info: (line: string) => lines.push(line), notice: () => {}, warning: () => {}, startGroup: () => {}, endGroup: () => {} };
  const ctx = { config, clock, log, deadline: deadlineMs } as unknown as OperationContext;
  return { ctx, clock, lines };
}

/** A service that answers `before` until `untilMs` on the clock, then `after`; every ask recorded. */
function serviceAnswering(clock: { now(): number }, before: number | Error, untilMs: number, after = 200) {
  const asked: Array<{ url: string; at: number }> = [];
  const ask: AskService = async (url) => {
    asked.push({ url, at: clock.now() });
    const answer = clock.now() < untilMs ? before : after;
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { ask, asked };
}

const web = { name: 'web', url: 'https://web-pr-7.example.test/' };

describe('the readiness check', () => {
  it('asks at the health path until the service answers 2xx, backing off, and is ready soon after', async () => {
    const { ctx, clock, lines } = contextWith({ 'health-path': '/healthz' });
    const { ask, asked } = serviceAnswering(clock, 503, 10_000);
    await checkReadiness(ctx, ask, [web]);
    expect(asked.every((each) => each.url === 'https://web-pr-7.example.test/healthz')).toBe(true);
    // Ready within one backoff step (at most 5 s) of its first 200, in a handful of requests.
    expect(clock.now()).toBeGreaterThanOrEqual(10_000);
    expect(clock.now()).toBeLessThanOrEqual(15_000);
    expect(asked.length).toBeLessThan(10);
    const gaps = asked.slice(1).map((each, index) => each.at - asked[index]!.at);
    expect(gaps[0]).toBe(1_000);
    expect(gaps.at(-1)).toBeGreaterThan(gaps[0]!);
    expect(lines.join('\n')).toContain('web answered 200 at https://web-pr-7.example.test/healthz');
  });

  it('takes a 3xx for an answer', async () => {
    const { ctx, clock } = contextWith({ 'health-path': '/' });
    const { ask, asked } = serviceAnswering(clock, 302, Number.POSITIVE_INFINITY);
    await checkReadiness(ctx, ask, [web]);
    expect(asked).toHaveLength(1);
  });

  it('fails at health-timeout-seconds naming the URL, the last answer and for how long', async () => {
    const { ctx, clock } = contextWith({ 'health-path': '/healthz', 'health-timeout-seconds': '180' });
    const { ask } = serviceAnswering(clock, 502, Number.POSITIVE_INFINITY);
    const failed = checkReadiness(ctx, ask, [web]);
    await expect(failed).rejects.toBeInstanceOf(NotReady);
    await expect(failed).rejects.toThrow('https://web-pr-7.example.test/healthz answered 502 for 3 min');
    expect(clock.now()).toBe(180_000);
  });

  it('names a service that never answered, and ends by the run deadline when that comes first', async () => {
    const { ctx, clock } = contextWith({ 'health-path': '/ready' }, 20_000);
    const { ask } = serviceAnswering(clock, new Error('connect ECONNREFUSED 10.0.0.7:443'), Number.POSITIVE_INFINITY);
    await expect(checkReadiness(ctx, ask, [web])).rejects.toThrow(
      'https://web-pr-7.example.test/ready did not answer (connect ECONNREFUSED 10.0.0.7:443) for 20 s',
    );
    expect(clock.now()).toBe(20_000);
  });

  it('waits for every service, and the first that is not ready fails the check', async () => {
    const { ctx, clock } = contextWith({ 'health-path': '/healthz', 'health-timeout-seconds': '30' });
    const api = { name: 'api', url: 'https://api-pr-7.example.test' };
    const answers: AskService = async (url) => (url.startsWith('https://api') ? 500 : 200);
    await expect(checkReadiness(ctx, answers, [web, api])).rejects.toThrow('https://api-pr-7.example.test/healthz answered 500 for 30 s');
    expect(clock.now()).toBe(30_000);
  });

  it('names the last real answer and the whole time when the service answers 503 to the end: no probe is cut too short to answer', async () => {
    const { ctx, clock } = contextWith({ 'health-path': '/healthz', 'health-timeout-seconds': '300' });
    const limits: number[] = [];
    // As a real request: one given less time than the service takes to answer times out.
    const ask: AskService = async (_url, limitMs) => {
      limits.push(limitMs);
      await clock.sleep(Math.min(limitMs, 300));
      if (limitMs < 300) throw new Error('Request timeout');
      return 503;
    };
    await expect(checkReadiness(ctx, ask, [web])).rejects.toThrow(
      'https://web-pr-7.example.test/healthz answered 503 for 5 min, when health-timeout-seconds (300 s) ran out',
    );
    expect(Math.min(...limits)).toBeGreaterThanOrEqual(2_000);
    expect(clock.now()).toBe(300_000);
  });

  it('builds the URL from the link and the path', () => {
    expect(healthUrl('https://web.example.test', '/healthz')).toBe('https://web.example.test/healthz');
    expect(healthUrl('https://web.example.test//', '/healthz')).toBe('https://web.example.test/healthz');
    expect(healthUrl('web.example.test', '/')).toBe('https://web.example.test/');
  });
});
