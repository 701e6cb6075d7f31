/**
 * A preview that shares a baseline finds each shared service's built-in host variables by
 * `service_id`; the OpenAPI marks it optional, so without it by `service_name` and
 * `service_type`, its other members naming the service. A shared application or container whose
 * hosts cannot be matched is refused before any write, never left unwired; a job without a host
 * (a cron job) needs no wiring. In-process against the emulator (its knob leaves the members out
 * of the built-in variables' answers), and `wireToBaseline` against answers generated from the
 * OpenAPI's EnvironmentVariable.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { wireToBaseline, type BaselinePlan } from '../../../src/operations/preview/baseline.ts';
import type { Service } from '../../../src/operations/environment/service-plan.ts';
import type { OperationContext } from '../../../src/run/context.ts';
import type { Environment, EnvironmentVariable } from '../../../src/platform/schemas/index.ts';
import { startEmulator, type Emulator } from '../../../tools/emulator/index.ts';
import { pullRequestEvent, runAgainst } from '../../../tools/runner/in-process.ts';
import { callerFor, type Call } from '../../support/caller.ts';
import { successOf } from '../../support/openapi.ts';
import { sampleAnswers } from '../../support/openapi-answers.ts';

let emulator: Emulator;
let call: Call;
let stagingId = '';

beforeAll(async () => {
  emulator = await startEmulator({ speed: 0.05 });
  call = callerFor(emulator, emulator.tokens.admin);
  stagingId = (await call('POST', `/environment/${emulator.seed.blueprintEnvironmentId}/clone`, { name: 'staging', mode: 'STAGING' })).body
    .id;
});
afterAll(() => emulator.close());

const without = (members: string[]) => call('PUT', '/_emulator/built-in-variables', { without: members });

/** A new preview for pull request `number`: every answer as the knob leaves it, the hosts read back with every member. */
async function preview(number: number, members: string[]) {
  await without(members);
  emulator.clearRequests();
  const run = await runAgainst(
    emulator,
    { environment: emulator.seed.blueprintEnvironmentId, baseline: stagingId },
    pullRequestEvent(number, `c0ffee${number}`),
  );
  const requests = emulator.requests();
  await without([]);
  return { ...run, requests };
}

/** The values of the preview's overrides, and the baseline's hosts of the services named. */
async function overrides(environmentId: string): Promise<string[]> {
  const variables = (await call('GET', `/environment/${environmentId}/environmentVariable`)).body.results as EnvironmentVariable[];
  return variables.flatMap((variable) => (variable.variable_type === 'OVERRIDE' ? [variable.value!] : [])).sort();
}
async function stagingHosts(names: string[]): Promise<string[]> {
  const variables = (await call('GET', `/environment/${stagingId}/environmentVariable`)).body.results as EnvironmentVariable[];
  return variables
    .flatMap((variable) => (variable.scope === 'BUILT_IN' && names.includes(variable.service_name!) ? [variable.value!] : []))
    .sort();
}
const hostWarnings = (lines: string[]) => lines.filter((line) => line.startsWith('warning:') && /host variable|worker/.test(line));

describe("the baseline's built-in host variables, as the platform may answer them", { timeout: 60_000 }, () => {
  let normalRequests = 0;

  it('with service_id: the shared container and job with a port are wired, the cron job has no host and no warning', async () => {
    const { result, lines, requests } = await preview(301, []);
    expect(result.outcome, result.summary).toBe('success');
    expect(result.baseline?.shared.map((service) => service.name).sort()).toEqual(['search', 'web', 'worker']);
    expect(await overrides(result.environmentId)).toEqual(await stagingHosts(['search', 'web']));
    expect(await stagingHosts(['worker'])).toEqual([]);
    expect(hostWarnings(lines)).toEqual([]);
    normalRequests = requests.length;
  });

  it('without service_id: matched by service_name and service_type, the same wiring, not one request more', async () => {
    const { result, lines, requests } = await preview(302, ['service_id']);
    expect(result.outcome, result.summary).toBe('success');
    expect(await overrides(result.environmentId)).toEqual(await stagingHosts(['search', 'web']));
    expect(hostWarnings(lines)).toEqual([]);
    expect(requests.length).toBe(normalRequests);
  });

  it('without service_id and service_type: by the name alone, which no other service shares', async () => {
    const { result } = await preview(303, ['service_id', 'service_type']);
    expect(result.outcome, result.summary).toBe('success');
    expect(await overrides(result.environmentId)).toEqual(await stagingHosts(['search', 'web']));
  });

  it('with nothing naming the service: refused before any write, naming the container and the input to change', async () => {
    const before = emulator.environments().length;
    const { result, requests } = await preview(304, ['service_id', 'service_name', 'service_type']);
    expect(result.outcome).toBe('failure');
    expect(result.summary).toMatch(/^Input "baseline": no built-in host variable of staging names container search \(.*own-services/);
    // A job's host is the platform's to show: web and the cron job worker are not named.
    expect(result.summary).not.toMatch(/web|worker/);
    expect(result.summary.split('\n')).toHaveLength(1);
    expect(requests.filter((request) => request.method !== 'GET')).toEqual([]);
    expect(emulator.environments()).toHaveLength(before);
  });

  it('the same, with the container in own-services: the preview runs it and deploys', async () => {
    await without(['service_id', 'service_name', 'service_type']);
    const { result } = await runAgainst(
      emulator,
      { environment: emulator.seed.blueprintEnvironmentId, baseline: stagingId, 'own-services': 'search' },
      pullRequestEvent(305, 'c0ffee305'),
    );
    await without([]);
    expect(result.outcome, result.summary).toBe('success');
    expect(result.baseline?.own.map((service) => service.name).sort()).toEqual(['checkout', 'search']);
  });
});

describe('wireToBaseline on answers generated from the OpenAPI', () => {
  const items = (
    sampleAnswers(successOf('GET', '/environment/{environmentId}/environmentVariable').schema!, 40, 47) as Array<{
      results?: Array<Record<string, unknown>> | null;
    } | null>
  ).flatMap((sample) => sample?.results ?? []);
  const baseline = { id: 'b0000000-0000-4000-8000-000000000001', name: 'staging' } as Environment;
  const preview = { id: 'p0000000-0000-4000-8000-000000000002', name: 'shop-pr-7' } as Environment;
  const search = (id: string): Service => ({ kind: 'container', id, name: 'search', source: 'image', version: 'v1' });
  const plan = {
    baseline,
    own: [],
    shared: [{ service: search('c0000000-0000-4000-8000-00000000000a'), from: search('c0000000-0000-4000-8000-00000000000b') }],
    hosts: [{ serviceId: 'c0000000-0000-4000-8000-00000000000b', suffix: '_HOST_INTERNAL', value: 'search.staging.svc' }],
    external: false,
    urls: {},
    report: { environmentId: baseline.id, environmentName: baseline.name, own: [], shared: [], saving: { services: 1, builds: 0 } },
  } as BaselinePlan;
  const mine = search('c0000000-0000-4000-8000-00000000000c');

  /** A built-in host variable of the preview's search, from a generated item, without the members named. */
  const hostOf = (index: number, left: string[]): EnvironmentVariable => {
    const variable: Record<string, unknown> = {
      ...items[index]!,
      id: `v0000000-0000-4000-8000-00000000000${index}`,
      key: 'PLATFORM_CONTAINER_ZC0000000_HOST_INTERNAL',
      value: 'search.shop-pr-7.svc',
      scope: 'BUILT_IN',
      variable_type: 'BUILT_IN',
      service_id: mine.id,
      service_name: 'search',
      service_type: 'CONTAINER',
    };
    for (const member of left) delete variable[member];
    return variable as EnvironmentVariable;
  };

  let writes: string[];
  const ctx = (variables: EnvironmentVariable[]) =>
    ({
      client: {
        environments: {
          variables: async () => variables,
          overrideVariable: async (args: { environmentVariableId: string; body: { value: string } }) =>
            void writes.push(`override ${args.environmentVariableId} ${args.body.value}`),
          deleteVariable: async (args: { environmentVariableId: string }) => void writes.push(`delete ${args.environmentVariableId}`),
        },
      },
      log: { info: () => {}, notice: () => {}, warning: () => {}, startGroup: () => {}, endGroup: () => {} },
    }) as unknown as OperationContext;
  beforeEach(() => {
    writes = [];
  });

  it('hold items without service_id, service_name and service_type', () => {
    for (const member of ['service_id', 'service_name', 'service_type']) {
      expect(items.some((item) => item[member] === undefined)).toBe(true);
    }
  });

  it.each([
    ['with service_id', []],
    ['without service_id', ['service_id']],
    ['without service_id and service_type', ['service_id', 'service_type']],
  ])("a built-in %s is overridden with the baseline's host", async (_case, left) => {
    const variables = [
      ...items.slice(0, 5).map((item, index) => ({ ...item, key: `OTHER_${index}` }) as EnvironmentVariable),
      hostOf(7, left),
    ];
    expect(await wireToBaseline(ctx(variables), plan, preview, [mine])).toBe(1);
    expect(writes).toEqual([`override ${hostOf(7, left).id} search.staging.svc`]);
  });

  it('a built-in naming no service fails the run before any write, naming the service and what to do', async () => {
    const variables = [hostOf(8, ['service_id', 'service_name', 'service_type'])];
    await expect(wireToBaseline(ctx(variables), plan, preview, [mine])).rejects.toThrow(
      /^baseline: no built-in host variable of preview shop-pr-7 names container search .*nothing was deployed: name it in own-services/,
    );
    expect(writes).toEqual([]);
  });

  it('a name another service of the preview shares, with no type, matches neither', async () => {
    const twin: Service = { kind: 'application', id: 'a0000000-0000-4000-8000-00000000000d', name: 'search', source: 'git', version: null };
    const variables = [hostOf(9, ['service_id', 'service_type'])];
    await expect(wireToBaseline(ctx(variables), plan, preview, [mine, twin])).rejects.toThrow(/names container search/);
    expect(writes).toEqual([]);
  });
});
