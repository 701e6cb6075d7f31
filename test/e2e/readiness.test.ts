/**
 * Ready means answering, through the bundle: after DEPLOYED each linked service is asked at
 * `health-path` (the emulator serves every link on loopback) until it answers 2xx or 3xx; the
 * time it took is a stage of its own; a service that never answers fails the run naming its URL;
 * a preview without links is never asked; the platform token is never sent to a preview URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../tools/emulator/index.ts';
import { pullRequestPayload, runAction, type ActionResult } from '../../tools/runner/child.ts';
import { NO_GITHUB, closeAll, platformInputs } from '../support/e2e.ts';

/**
 * The emulator's speed and the pace of the action's own waits, paired. Gentler than other files':
 * the bounds on the readiness stage leave 2 or 3 s of its clock, 0.5 s or more of the wall's here.
 */
const SCALE = 0.25;

let emulator: Emulator;

beforeAll(async () => {
  emulator = await startEmulator({ speed: SCALE, staleMs: 150 });
});
afterAll(() => closeAll(emulator));

function inputs(extra: Record<string, string> = {}): Record<string, string> {
  return {
    ...platformInputs(emulator),
    job: emulator.seed.jobIds[0]!,
    ...NO_GITHUB,
    'health-path': '/healthz',
    ...extra,
  };
}

function preview(number: number, extra: Record<string, string> = {}): Promise<ActionResult> {
  return runAction({
    inputs: inputs(extra),
    eventName: 'pull_request',
    event: pullRequestPayload(number, 'b'.repeat(40)),
    timeScale: SCALE,
  });
}

/** The `readiness` row of the metrics output. */
function readinessOf(run: ActionResult): { seconds: number; status: string } | undefined {
  const metrics = JSON.parse(run.outputs['metrics'] ?? '[]') as Array<{ stage: string; seconds: number; status: string }>;
  return metrics.find((row) => row.stage === 'readiness');
}

/** The preview's links as the platform answers them: service id and URL. */
async function linksOf(environmentId: string): Promise<Array<{ service_id: string; service_type: string; url: string }>> {
  const answer = await fetch(`${emulator.url}/environment/${environmentId}/link`, {
    headers: { authorization: `Token ${emulator.tokens.read}` },
  });
  return ((await answer.json()) as { results: Array<{ service_id: string; service_type: string; url: string }> }).results;
}

const asked = (serviceId: string) => emulator.serviceRequests().filter((request) => request.serviceId === serviceId);

describe('readiness through dist/', { timeout: 180_000 }, () => {
  it('asks every linked service at health-path, never with the token, and waits for one answering 503 for 10 s', async () => {
    const first = await preview(51);
    expect(first.exitCode).toBe(0);
    const environmentId = first.outputs['environment-id']!;
    const links = await linksOf(environmentId);
    expect(links.map((link) => link.service_type)).toEqual(['JOB', 'APPLICATION']);
    expect(JSON.parse(first.outputs['urls']!)).toEqual({ web: links[0]!.url, checkout: links[1]!.url });
    for (const link of links) {
      expect(asked(link.service_id).map((request) => [request.path, request.status, request.authorized])).toEqual([
        ['/healthz', 200, false],
      ]);
    }
    expect(readinessOf(first)).toMatchObject({ status: 'SUCCESS' });

    const web = links[0]!.service_id;
    emulator.setServiceHttp(web, 503, 10);
    const second = await preview(51);
    expect(second.exitCode).toBe(0);
    expect(second.outputs['outcome']).toBe('success');
    const answers = asked(web).slice(1);
    expect(answers[0]).toMatchObject({ status: 503, authorized: false });
    expect(answers.at(-1)).toMatchObject({ status: 200, authorized: false });
    // Ready within a backoff step (5 s at most) of the service's first 200.
    const readiness = readinessOf(second)!;
    expect(readiness.status).toBe('SUCCESS');
    expect(readiness.seconds).toBeGreaterThanOrEqual(10);
    expect(readiness.seconds).toBeLessThan(16);
    expect(second.stdout).toContain(`web: ${links[0]!.url}/healthz answered 503`);
  });

  it('a service answering 503 for good fails the run within health-timeout-seconds, naming its URL, 503 and the timeout', async () => {
    const first = await preview(52, { 'health-path': '' });
    expect(first.exitCode).toBe(0);
    expect(readinessOf(first)).toBeUndefined();
    const links = await linksOf(first.outputs['environment-id']!);
    expect(links.every((link) => asked(link.service_id).length === 0)).toBe(true);
    const checkout = links.find((link) => link.service_type === 'APPLICATION')!;
    emulator.setServiceHttp(checkout.service_id, 503);

    const run = await preview(52, { 'health-timeout-seconds': '3' });
    emulator.setServiceHttp(checkout.service_id, 200);
    expect(run.exitCode).toBe(1);
    expect(run.outputs['outcome']).toBe('failure');
    expect(run.outputs['state']).toBe('DEPLOYED');
    // The last real answer and the whole time, never a last probe cut too short to be answered:
    // the 3 s, or a second more when a busy machine fired the run's timer late.
    const reason = new RegExp(
      `^${checkout.url.replace(/[.?]/g, '\\$&')}/healthz answered 503 for (\\d+) s, when health-timeout-seconds \\(3 s\\) ran out$`,
    ).exec(run.outputs['failure-reason'] ?? '');
    expect(reason, run.outputs['failure-reason']).not.toBeNull();
    expect(Number(reason![1])).toBeGreaterThanOrEqual(3);
    expect(Number(reason![1]) * 1000 * SCALE).toBeLessThan(run.durationMs);
    expect(run.stdout).toContain(
      `::error::platform-deploy: blueprint-pr-52 deployed, but is not ready: ${checkout.url}/healthz answered 503`,
    );
    const readiness = readinessOf(run)!;
    expect(readiness.status).toBe('ERROR');
    expect(readiness.seconds).toBeGreaterThanOrEqual(3);
    expect(readiness.seconds).toBeLessThan(5);
  });

  it('a worker-only preview has no link and is never asked', async () => {
    const before = emulator.serviceRequests().length;
    const run = await preview(53, { 'preview-scope': 'jobs', job: emulator.seed.jobIds[1]! });
    expect(run.exitCode).toBe(0);
    expect(run.outputs['outcome']).toBe('success');
    expect(await linksOf(run.outputs['environment-id']!)).toEqual([]);
    expect(run.outputs['urls']).toBe('{}');
    expect(emulator.serviceRequests()).toHaveLength(before);
    expect(readinessOf(run)).toBeUndefined();
  });
});
