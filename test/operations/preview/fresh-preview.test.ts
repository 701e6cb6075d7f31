/**
 * A preview this run's own clone made is READY and never deployed (upstream notes): its status is
 * not read before the trigger. Whatever the trigger's answer lacks, the run still follows its own
 * deployment to the right verdict, sends it once, and never takes the fresh clone's READY for one.
 * A preview adopted after a lost clone answer may be another run's, deployed already: its status
 * is read.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { PlatformClient } from '../../../src/platform/client.ts';
import { PlatformApiError } from '../../../src/platform/errors.ts';
import { scaledClock } from '../../../tools/runner/clock.ts';
import { pullRequestEvent, runAgainst, SCALE } from '../../../tools/runner/in-process.ts';
import { startEmulator, type Emulator } from '../../../tools/emulator/index.ts';

let emulator: Emulator;

afterEach(async () => {
  await emulator?.close();
});

/** A 502 from the service: the request may or may not have been acted on. */
const lostAnswer = (path: string) => new PlatformApiError({ kind: 'http', status: 502, message: 'bad gateway', method: 'POST', path });

/** A run of pull request `number`'s preview whose client `adjust` may change. */
async function preview(
  number: number,
  commit: string,
  adjust: (client: PlatformClient) => void = () => undefined,
  extra: Record<string, string> = {},
) {
  emulator = await startEmulator({ speed: SCALE, staleMs: 3000 * SCALE, seed: 7 });
  const clock = scaledClock(SCALE);
  const client = new PlatformClient({
    baseUrl: emulator.url,
    token: emulator.tokens.admin,
    sleep: clock.sleep,
    baseDelayMs: 20,
    maxDelayMs: 100,
  });
  adjust(client);
  const inputs = {
    environment: emulator.seed.blueprintEnvironmentId,
    job: emulator.seed.jobIds[0]!,
    commit,
    'timeout-minutes': '5',
    ...extra,
  };
  return runAgainst(emulator, inputs, pullRequestEvent(number), { client, clock });
}

/** The preview's requests up to its first accepted deployment request. */
function beforeTrigger(previewId: string) {
  const requests = emulator.requests().filter((request) => request.path.startsWith(`/environment/${previewId}/`));
  const trigger = requests.findIndex((request) => request.path.endsWith('/service/deploy') && request.status < 300);
  expect(trigger).toBeGreaterThan(-1);
  return requests.slice(0, trigger).map((request) => `${request.method} ${request.path.replace(previewId, ':id')}`);
}

const accepted = () => emulator.requests().filter((request) => request.path.endsWith('/service/deploy') && request.status < 300);

describe('a preview this run cloned', { timeout: 60_000 }, () => {
  it('is triggered without a read of its status, and deploys', async () => {
    const { result } = await preview(31, 'c0ffee1');
    expect(result).toMatchObject({ outcome: 'success', state: 'DEPLOYED', created: true });
    expect(beforeTrigger(result.environmentId)).not.toContain('GET /environment/:id/status');
    expect(accepted()).toHaveLength(1);
  });

  it('reads no links before its trigger for a {url:SERVICE}: none exists before a first deployment, and the variable is set after it', async () => {
    const { result } = await preview(36, 'c0ffee6', undefined, { variables: 'WEB_URL={url:web}' });
    expect(result).toMatchObject({ outcome: 'success', state: 'DEPLOYED', created: true });
    expect(beforeTrigger(result.environmentId)).not.toContain('GET /environment/:id/link');
    const web = result.serviceUrls?.find((service) => service.name === 'web')?.url;
    expect(web).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/_services\//);
    expect(emulator.variables(result.environmentId).find((variable) => variable.key === 'WEB_URL')?.value).toBe(web);
  });

  it.each([
    ['c0ffee2', 'success', 'DEPLOYED'],
    ['fail-build-2', 'failure', 'BUILD_ERROR'],
  ])(
    'whose trigger answers no deployment request id (%s) is followed by its status to %s, never ended by the stale READY',
    async (commit, outcome, state) => {
      const { result, lines } = await preview(32, commit, (client) => {
        const deploy = client.environments.deployServices.bind(client.environments);
        client.environments.deployServices = async (...args) => {
          const answer = await deploy(...args);
          return answer && { ...answer, deployment_request_id: null };
        };
      });
      expect(result).toMatchObject({ outcome, state, created: true, deploymentRequestId: '' });
      expect(lines.some((line) => line.includes('no deployment request id: following the environment status'))).toBe(true);
      expect(accepted()).toHaveLength(1);
    },
  );

  it('whose trigger acted but lost its answer is followed, not sent again', async () => {
    const { result, lines } = await preview(33, 'c0ffee3', (client) => {
      const deploy = client.environments.deployServices.bind(client.environments);
      client.environments.deployServices = async (...args) => {
        await deploy(...args);
        throw lostAnswer(`/environment/${args[0].environmentId}/service/deploy`);
      };
    });
    expect(result).toMatchObject({ outcome: 'success', state: 'DEPLOYED' });
    expect(lines).toContain('warning: The deploy answer was lost, but the environment shows a new deployment: following it');
    expect(accepted()).toHaveLength(1);
  });

  it('whose trigger failed before it acted sees READY, nothing started, and sends it again once', async () => {
    let calls = 0;
    const { result, lines } = await preview(34, 'c0ffee4', (client) => {
      const deploy = client.environments.deployServices.bind(client.environments);
      client.environments.deployServices = async (...args) => {
        if (++calls === 1) throw lostAnswer(`/environment/${args[0].environmentId}/service/deploy`);
        return deploy(...args);
      };
    });
    expect(result).toMatchObject({ outcome: 'success', state: 'DEPLOYED' });
    expect(calls).toBe(2);
    expect(lines.some((line) => line.startsWith('warning: The deploy failed before it started'))).toBe(true);
    expect(accepted()).toHaveLength(1);
  });
});

describe('a preview adopted after a lost clone answer', { timeout: 60_000 }, () => {
  it('has its status read before the trigger: another run may have made and deployed it', async () => {
    const { result, lines } = await preview(35, 'c0ffee5', (client) => {
      const clone = client.environments.clone.bind(client.environments);
      client.environments.clone = async (...args) => {
        await clone(...args);
        throw lostAnswer(`/environment/${args[0].environmentId}/clone`);
      };
    });
    expect(result).toMatchObject({ outcome: 'success', state: 'DEPLOYED', created: true });
    expect(lines.some((line) => line.includes('The create answer was lost') && line.includes('adopting it'))).toBe(true);
    expect(beforeTrigger(result.environmentId)).toContain('GET /environment/:id/status');
  });
});
