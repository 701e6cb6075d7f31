import { afterEach, describe, expect, it } from 'vitest';
import { callerFor, eventually, type Call } from '../support/caller.ts';
import { startEmulator, type Emulator, type EmulatorOptions } from '../../tools/emulator/index.ts';

let emulator: Emulator | undefined;
afterEach(async () => {
  await emulator?.close();
  emulator = undefined;
});

interface Variable {
  id: string;
  key: string;
  value?: string;
  scope: string;
  variable_type: string;
  service_id?: string;
  service_name?: string;
  service_type?: string;
  overridden_variable?: { id: string; key: string };
  aliased_variable?: { id: string; key: string };
}

async function start(options: EmulatorOptions = {}) {
  emulator = await startEmulator({ staleMs: 0, speed: 0.01, ...options });
  return { target: emulator, call: callerFor(emulator, emulator.tokens.admin) };
}

async function variablesOf(call: Call, environmentId: string): Promise<Variable[]> {
  return (await call('GET', `/environment/${environmentId}/environmentVariable`)).body.results;
}

async function serviceIds(call: Call, environmentId: string) {
  const [applications, containers, jobs] = await Promise.all(
    ['application', 'container', 'job'].map(async (kind) => (await call('GET', `/environment/${environmentId}/${kind}`)).body.results),
  );
  return { checkout: applications[0].id as string, search: containers[0].id as string, web: jobs[0].id as string, worker: jobs[1].id };
}

const host = (variables: Variable[], serviceId: string, suffix = '_HOST_INTERNAL') =>
  variables.find((variable) => variable.service_id === serviceId && variable.key.endsWith(suffix));

describe('built-in variables', () => {
  it('each reachable service has its internal host, and its external one when it has a public port, at scope BUILT_IN', async () => {
    const { target, call } = await start();
    const production = target.seed.productionEnvironmentId;
    const { checkout, search, web, worker } = await serviceIds(call, production);
    await call('POST', `/environment/${production}/database`, { name: 'orders', type: 'POSTGRESQL', version: '16', mode: 'CONTAINER' });
    const variables = await variablesOf(call, production);
    const builtIn = variables.filter((variable) => variable.scope === 'BUILT_IN');
    const checkoutHost = host(variables, checkout)!;
    expect(checkoutHost).toMatchObject({
      key: `PLATFORM_APPLICATION_Z${checkout.replace(/-/g, '').slice(0, 8).toUpperCase()}_HOST_INTERNAL`,
      variable_type: 'BUILT_IN',
      service_name: 'checkout',
      service_type: 'APPLICATION',
      owned_by: 'PLATFORM',
    });
    expect(checkoutHost.value).toMatch(/^checkout-z[0-9a-f]{8}\.z[0-9a-f]{8}-production\.svc\.cluster\.local$/);
    expect(host(variables, checkout, '_HOST_EXTERNAL')?.value).toMatch(/^checkout-z[0-9a-f]{8}\.acme-eu-west\.platform\.example$/);
    // The search container has no public port, the worker cron job no port at all, the database no public host.
    expect(builtIn.map((variable) => `${variable.service_name}${variable.key.slice(variable.key.lastIndexOf('_HOST'))}`)).toEqual([
      'checkout_HOST_INTERNAL',
      'checkout_HOST_EXTERNAL',
      'search_HOST_INTERNAL',
      'web_HOST_INTERNAL',
      'web_HOST_EXTERNAL',
      'orders_HOST_INTERNAL',
    ]);
    expect(builtIn.some((variable) => variable.service_id === worker)).toBe(false);
    expect(host(variables, search)?.service_type).toBe('CONTAINER');
    expect(host(variables, web)?.service_type).toBe('JOB');
    // The same ids on every read, listed first, and in the one list of variables and secrets, and a service's own list.
    expect((await variablesOf(call, production)).slice(0, builtIn.length)).toEqual(builtIn);
    const both = (await call('GET', `/variable?parent_id=${production}&scope=ENVIRONMENT`)).body.results as Variable[];
    expect(both.filter((variable) => variable.scope === 'BUILT_IN').map((variable) => variable.id)).toEqual(builtIn.map(({ id }) => id));
    for (const [scope, id] of [
      ['APPLICATION', checkout],
      ['CONTAINER', search],
      ['JOB', web],
    ] as const) {
      const seen = (await call('GET', `/variable?parent_id=${id}&scope=${scope}`)).body.results as Variable[];
      expect(seen.filter((variable) => variable.scope === 'BUILT_IN').map((variable) => variable.key)).toEqual(
        builtIn.map(({ key }) => key),
      );
    }
    expect((await call('GET', `/variable?parent_id=${checkout}&scope=CONTAINER`)).status).toBe(404);
  });

  it("a clone has its own services' built-in variables, and its overrides and aliases of one follow its own service", async () => {
    const { target, call } = await start();
    const blueprint = target.seed.blueprintEnvironmentId;
    const source = await variablesOf(call, blueprint);
    const { checkout, search } = await serviceIds(call, blueprint);
    await call('POST', `/environment/${blueprint}/environmentVariable/${host(source, checkout)!.id}/alias`, { key: 'CHECKOUT_HOST' });
    await call('POST', `/environment/${blueprint}/environmentVariable/${host(source, search)!.id}/override`, { value: 'search.shared' });
    const clone = (await call('POST', `/environment/${blueprint}/clone`, { name: 'pr-7', mode: 'PREVIEW' })).body.id as string;
    const ids = await serviceIds(call, clone);
    const copied = await variablesOf(call, clone);
    const cloneHost = host(copied, ids.checkout)!;
    expect(cloneHost.key).not.toBe(host(source, checkout)!.key);
    expect(copied.find((variable) => variable.key === 'CHECKOUT_HOST')).toMatchObject({
      variable_type: 'ALIAS',
      value: cloneHost.value,
      aliased_variable: { id: cloneHost.id, key: cloneHost.key },
    });
    const searchOverride = copied.find((variable) => variable.variable_type === 'OVERRIDE')!;
    expect(searchOverride).toMatchObject({ value: 'search.shared', scope: 'ENVIRONMENT' });
    expect(searchOverride.overridden_variable?.key).toBe(searchOverride.key);
    expect(searchOverride.key.slice(0, -'_HOST_INTERNAL'.length)).toContain(ids.search.replace(/-/g, '').slice(0, 8).toUpperCase());
  });
});

describe('overrides and aliases at the environment level', () => {
  it('an override stands in the original place; deleting it shows the original again; a second one, or of an own variable, answers 400', async () => {
    const { target, call } = await start();
    const production = target.seed.productionEnvironmentId;
    const { checkout } = await serviceIds(call, production);
    const before = await variablesOf(call, production);
    const original = host(before, checkout)!;
    const route = `/environment/${production}/environmentVariable/${original.id}/override`;
    const created = await call('POST', route, { value: 'checkout.baseline', description: 'from the baseline' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      key: original.key,
      value: 'checkout.baseline',
      scope: 'ENVIRONMENT',
      variable_type: 'OVERRIDE',
      overridden_variable: { id: original.id, key: original.key, scope: 'BUILT_IN', variable_type: 'BUILT_IN' },
    });
    const during = await variablesOf(call, production);
    expect(during.filter((variable) => variable.key === original.key)).toEqual([created.body]);
    expect((await call('POST', route, { value: 'again' })).status).toBe(400);
    const own = (await call('POST', `/environment/${production}/environmentVariable`, { key: 'REGION', value: 'eu' })).body;
    expect((await call('POST', `/environment/${production}/environmentVariable/${own.id}/override`, { value: 'us' })).status).toBe(400);
    // An override's key is not edited; a built-in variable is neither edited nor deleted.
    const edit = `/environment/${production}/environmentVariable/${created.body.id}`;
    expect((await call('PUT', edit, { key: 'OTHER', value: 'x' })).status).toBe(400);
    expect((await call('PUT', edit, { key: original.key, value: 'checkout.baseline.2' })).body.value).toBe('checkout.baseline.2');
    expect((await call('DELETE', `/environment/${production}/environmentVariable/${original.id}`)).status).toBe(400);
    expect((await call('PUT', `/environment/${production}/environmentVariable/${original.id}`, { key: original.key })).status).toBe(400);
    expect((await call('DELETE', edit)).status).toBe(204);
    expect((await call('DELETE', edit)).status).toBe(404);
    const after = await variablesOf(call, production);
    expect(after.filter((variable) => variable.key !== 'REGION')).toEqual(before);
  });

  it('refuses a bad body with 400 and an unknown id with 404, and changes nothing', async () => {
    const { target, call } = await start();
    const production = target.seed.productionEnvironmentId;
    const { checkout } = await serviceIds(call, production);
    const before = await variablesOf(call, production);
    const original = host(before, checkout)!;
    const base = `/environment/${production}/environmentVariable`;
    for (const body of [{}, { value: 3 }, { value: 'x', key: 'K' }, { value: 'x', description: 'd'.repeat(256) }, 'text']) {
      expect((await call('POST', `${base}/${original.id}/override`, body)).status, JSON.stringify(body)).toBe(400);
    }
    for (const body of [{}, { key: '' }, { key: 'K', value: 'v' }]) {
      expect((await call('POST', `${base}/${original.id}/alias`, body)).status, JSON.stringify(body)).toBe(400);
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('POST', `${base}/${unknown}/override`, { value: 'x' })).status).toBe(404);
    expect((await call('POST', `${base}/${unknown}/alias`, { key: 'K' })).status).toBe(404);
    expect((await call('DELETE', `${base}/${unknown}`)).status).toBe(404);
    expect((await call('POST', `/environment/${unknown}/environmentVariable/${original.id}/override`, { value: 'x' })).status).toBe(404);
    // A built-in variable of another environment is not this one's to override.
    const blueprintHost = host(await variablesOf(call, target.seed.blueprintEnvironmentId), target.seed.applicationIds[0]!)!;
    expect((await call('POST', `${base}/${blueprintHost.id}/override`, { value: 'x' })).status).toBe(404);
    expect(await variablesOf(call, production)).toEqual(before);
  });

  it('an alias carries the value of its variable as overridden there; a taken key, or an alias of an alias, answers 400; it goes with its variable', async () => {
    const { target, call } = await start();
    const production = target.seed.productionEnvironmentId;
    const { search } = await serviceIds(call, production);
    const original = host(await variablesOf(call, production), search)!;
    const base = `/environment/${production}/environmentVariable`;
    const alias = await call('POST', `${base}/${original.id}/alias`, { key: 'SEARCH_HOST' });
    expect(alias.status).toBe(201);
    expect(alias.body).toMatchObject({
      key: 'SEARCH_HOST',
      value: original.value,
      variable_type: 'ALIAS',
      aliased_variable: { id: original.id },
    });
    expect((await call('POST', `${base}/${original.id}/alias`, { key: 'SEARCH_HOST' })).status).toBe(400);
    expect((await call('POST', `${base}/${original.id}/alias`, { key: original.key })).status).toBe(400);
    expect((await call('POST', `${base}/${alias.body.id}/alias`, { key: 'AGAIN' })).status).toBe(400);
    await call('POST', `${base}/${original.id}/override`, { value: 'search.baseline' });
    const listed = await variablesOf(call, production);
    expect(listed.find((variable) => variable.key === 'SEARCH_HOST')?.value).toBe('search.baseline');
    // An own variable deleted takes its aliases along.
    const own = (await call('POST', base, { key: 'TIER', value: 'gold' })).body;
    const byValue = (await call('POST', base, { key: 'LEVEL', value: 'TIER' })).body;
    expect(byValue.aliased_variable.id).toBe(own.id);
    expect((await call('DELETE', `${base}/${own.id}`)).status).toBe(204);
    const keys = (await variablesOf(call, production)).map((variable) => variable.key);
    expect(keys).not.toContain('LEVEL');
    expect(keys).toContain('SEARCH_HOST');
  });
});

describe('a preview sharing a baseline', () => {
  it('deploys only the services named; the others stay never deployed, without a link; the deployed one is given the overridden hosts', async () => {
    const { target, call } = await start();
    const production = target.seed.productionEnvironmentId;
    const baseline = await variablesOf(call, production);
    const baselineIds = await serviceIds(call, production);
    const preview = (await call('POST', `/environment/${target.seed.blueprintEnvironmentId}/clone`, { name: 'pr-9', mode: 'PREVIEW' })).body
      .id as string;
    const ids = await serviceIds(call, preview);
    const own = await variablesOf(call, preview);
    const shared = host(own, ids.search)!;
    await call('POST', `/environment/${preview}/environmentVariable/${shared.id}/override`, {
      value: host(baseline, baselineIds.search)!.value,
    });
    await call('POST', `/environment/${preview}/environmentVariable/${shared.id}/alias`, { key: 'SEARCH_URL_HOST' });
    // Before any deploy: every service of the clone is READY, never deployed, costs no computing time.
    const fresh = (await call('GET', `/environment/${preview}/statusesWithStages`)).body;
    const statuses = fresh.stages.flatMap((stage: { applications: unknown[]; containers: unknown[]; jobs: unknown[] }) => [
      ...stage.applications,
      ...stage.containers,
      ...stage.jobs,
    ]) as Array<{
      id: string;
      state: string;
      service_deployment_status: string;
      steps: { total_computing_duration_sec: number; details: unknown[] };
    }>;
    expect(statuses.length).toBe(4);
    for (const status of statuses) {
      expect([status.state, status.service_deployment_status, status.steps.total_computing_duration_sec, status.steps.details]).toEqual([
        'READY',
        'NEVER_DEPLOYED',
        0,
        [],
      ]);
    }
    expect(target.serviceEnvironment(ids.checkout)).toBeUndefined();
    expect((await call('GET', `/_emulator/services/${ids.checkout}/environment`)).status).toBe(404);

    const request = (
      await call('POST', `/environment/${preview}/service/deploy`, {
        applications: [{ application_id: ids.checkout, git_commit_id: 'a'.repeat(40) }],
      })
    ).body.deployment_request_id;
    await eventually(
      () => call('GET', `/environment/deploymentStatus?deploymentRequestId=${request}`),
      (reply) => reply.body.status === 'DEPLOYED',
    );
    const after = (await call('GET', `/environment/${preview}/statusesWithStages`)).body;
    const stateOf = (id: string) =>
      after.stages
        .flatMap((stage: { applications: unknown[]; containers: unknown[]; jobs: unknown[] }) => [
          ...stage.applications,
          ...stage.containers,
          ...stage.jobs,
        ])
        .find((status: { id: string }) => status.id === id);
    expect(stateOf(ids.checkout).service_deployment_status).toBe('UP_TO_DATE');
    for (const id of [ids.search, ids.web, ids.worker])
      expect(stateOf(id)).toMatchObject({ state: 'READY', service_deployment_status: 'NEVER_DEPLOYED' });
    const links = (await call('GET', `/environment/${preview}/link`)).body.results as Array<{ service_id: string }>;
    expect(links.map((link) => link.service_id)).toEqual([ids.checkout]);

    const seen = (await call('GET', `/_emulator/services/${ids.checkout}/environment`)).body.variables as Record<string, string>;
    expect(seen).toEqual(target.serviceEnvironment(ids.checkout));
    expect(seen[shared.key]).toBe(host(baseline, baselineIds.search)!.value);
    expect(seen['SEARCH_URL_HOST']).toBe(host(baseline, baselineIds.search)!.value);
    expect(seen[host(own, ids.checkout)!.key]).toBe(host(own, ids.checkout)!.value);
    // Secrets are never in it.
    expect(Object.keys(seen)).not.toContain('DATABASE_URL');
    // The baseline is untouched.
    expect(await variablesOf(call, production)).toEqual(baseline);
  });
});

describe('two clusters', () => {
  it('the secondCluster seed adds a cluster and an environment in it; the default seed has one cluster', async () => {
    const { target, call } = await start({ secondCluster: true });
    const { secondClusterId, secondClusterEnvironmentId, clusterId } = target.seed;
    expect(secondClusterId).toBeDefined();
    expect(secondClusterId).not.toBe(clusterId);
    const environment = (await call('GET', `/environment/${secondClusterEnvironmentId}`)).body;
    expect(environment).toMatchObject({ name: 'staging-us', mode: 'STAGING', cluster_id: secondClusterId, cluster_name: 'acme-us-east' });
    const blueprint = (await call('GET', `/environment/${target.seed.blueprintEnvironmentId}`)).body;
    expect(blueprint.cluster_id).toBe(clusterId);
    // Deployed once, with the same services; its hosts are under its own cluster's domain.
    expect((await call('GET', `/environment/${secondClusterEnvironmentId}/status`)).body.state).toBe('DEPLOYED');
    const ids = await serviceIds(call, secondClusterEnvironmentId!);
    expect(host(await variablesOf(call, secondClusterEnvironmentId!), ids.checkout, '_HOST_EXTERNAL')?.value).toMatch(
      /\.acme-us-east\.platform\.example$/,
    );
    // A clone may be made in the other cluster.
    const moved = await call('POST', `/environment/${target.seed.blueprintEnvironmentId}/clone`, {
      name: 'pr-us',
      cluster_id: secondClusterId,
    });
    expect(moved.body.cluster_id).toBe(secondClusterId);
    await target.close();

    emulator = await startEmulator({ staleMs: 0 });
    expect(emulator.seed.secondClusterId).toBeUndefined();
    const names = (
      await callerFor(emulator, emulator.tokens.admin)('GET', `/project/${emulator.seed.projectId}/environment`)
    ).body.results.map((each: { name: string }) => each.name);
    expect(names).toEqual(['blueprint', 'production']);
  });
});
