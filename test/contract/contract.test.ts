import { afterEach, describe, expect, it } from 'vitest';
import { callerFor } from '../support/caller.ts';
import { startEmulator, type Emulator, type SentAnswer } from '../../tools/emulator/index.ts';
import { pullRequestEvent, pushEvent, runAgainst, SCALE } from '../../tools/runner/in-process.ts';
import { ACTION_OPERATIONS } from '../support/action-operations.ts';
import { OPERATIONS, operationOf, violationOf } from './contract.ts';
import { specComponent, specShape } from './spec-shapes.ts';
import { resolve } from '../support/openapi.ts';

/** Path parameters compared by position: the client's `{serviceId}` is the emulator's `:applicationId`. */
const withoutNames = (operation: string) => operation.replace(/:\w+/g, ':');

let emulator: Emulator | undefined;
afterEach(async () => {
  await emulator?.close();
  emulator = undefined;
});

async function recording(): Promise<{ target: Emulator; sent: SentAnswer[] }> {
  const sent: SentAnswer[] = [];
  emulator = await startEmulator({
    speed: SCALE,
    staleMs: 3000 * SCALE,
    seed: 5,
    onAnswer: (answer) => sent.push({ ...answer, body: answer.body === undefined ? undefined : JSON.parse(JSON.stringify(answer.body)) }),
  });
  return { target: emulator, sent };
}

describe('the platform contract', () => {
  it('knows the shape of every operation the emulator serves, and of nothing it does not', async () => {
    const { target } = await recording();
    const served = target.routes().map((route) => `${route.method} ${route.pattern}`);
    expect(served.filter((operation) => !OPERATIONS.includes(operation))).toEqual([]);
    expect(OPERATIONS.filter((operation) => !served.includes(operation))).toEqual([]);
  });

  it(
    'holds every answer to every operation the action calls, through a preview, a failure, a cancel, a deploy by names, a stop and a cleanup',
    { timeout: 60_000 },
    async () => {
      const { target, sent } = await recording();
      const { seed } = target;
      const inputs = {
        environment: seed.blueprintEnvironmentId,
        application: seed.applicationIds[0]!,
        container: seed.containerIds[0]!,
        job: seed.jobIds[0]!,
        secrets: 'API_KEY=k3y',
        'preview-hours': 'Mon-Fri 08:00-19:00 Europe/Paris',
      };
      expect((await runAgainst(target, inputs, pullRequestEvent(3, 'c0ffee3'))).result.outcome).toBe('success');
      const jobsOnly = { environment: seed.blueprintEnvironmentId, job: seed.jobIds[0]!, 'preview-scope': 'jobs' };
      expect((await runAgainst(target, jobsOnly, pullRequestEvent(4, 'fail-build-4'))).result.outcome).toBe('failure');
      expect((await runAgainst(target, inputs, pullRequestEvent(3, 'c0ffee3', true))).result.outcome).toBe('success');
      // By names: the organization, project and environment lists are read too.
      expect((await runAgainst(target, { environment: 'acme/shop/production', application: 'checkout' }, pushEvent)).result.outcome).toBe(
        'success',
      );

      // An application, then a container, that fails to deploy: its own log is read.
      const call = callerFor(target, target.tokens.admin);
      const production = target.seed.productionEnvironmentId;
      const failing = [
        (await call('GET', `/environment/${production}/application`)).body.results[0].id as string,
        (await call('GET', `/environment/${production}/container`)).body.results[0].id as string,
      ];
      for (const id of failing) {
        target.failService(id, 'fail-deploy');
        expect((await runAgainst(target, { environment: production }, pushEvent)).result.outcome).toBe('failure');
        target.failService(id, undefined);
      }

      // A new commit that fails its build, rolled back: the deployment history is read.
      const checkout = failing[0]!;
      target.failVersion(checkout, 'fail-then-roll-back', 'fail-build');
      const rolledBack = await runAgainst(
        target,
        { environment: production, application: 'checkout', commit: 'fail-then-roll-back', 'rollback-on-failure': 'true' },
        pushEvent,
      );
      expect(rolledBack.result.rollback?.outcome).toBe('success');
      // A server without the history's first form, nor the one list of services: the second form and the lists by kind are read.
      const older = await startEmulator({
        speed: SCALE,
        staleMs: 3000 * SCALE,
        lacks: ['deploymentHistory', 'services'],
        onAnswer: (answer) =>
          sent.push({ ...answer, body: answer.body === undefined ? undefined : JSON.parse(JSON.stringify(answer.body)) }),
      });
      try {
        const olderCheckout = (
          await callerFor(older, older.tokens.admin)('GET', `/environment/${older.seed.productionEnvironmentId}/application`)
        ).body.results[0].id as string;
        older.failVersion(olderCheckout, 'fail-then-roll-back', 'fail-build');
        const fromSecond = await runAgainst(
          older,
          {
            environment: older.seed.productionEnvironmentId,
            application: 'checkout',
            commit: 'fail-then-roll-back',
            'rollback-on-failure': 'true',
          },
          pushEvent,
        );
        expect(fromSecond.result.rollback?.outcome).toBe('success');
      } finally {
        await older.close();
      }

      // A deploy requested while another runs: queued, and followed through the deployment queue.
      await call('POST', `/environment/${production}/redeploy`);
      expect((await runAgainst(target, { environment: production }, pushEvent)).result.outcome).toBe('success');

      // What only a run timed out in the queue sends: its own request taken out of the queue.
      await call('POST', `/environment/${production}/redeploy`);
      const queued = (await call('POST', `/environment/${production}/redeploy`)).body.deployment_request_id;
      expect((await call('POST', `/deploymentQueue/${queued}/cancelDeployment`)).status).toBe(202);

      // What only a hung deployment, or a server without statusesWithStages, makes the action read.
      const job = (await call('GET', `/environment/${production}/job`)).body.results[0];
      const { id: _id, created_at: _created, updated_at: _updated, ...whole } = job;
      await call('PUT', `/job/${job.id}`, { ...whole, source: { image: { ...whole.source.image, tag: 'hang-5' } } });
      await call('POST', `/environment/${production}/redeploy`);
      expect((await call('POST', `/environment/${production}/cancelDeployment`)).status).toBe(202);
      for (const list of ['deploymentStage', 'application', 'container']) await call('GET', `/environment/${production}/${list}`);
      // A database among the services: listed in the one list of every kind, in the OpenAPI's Database shape.
      await call('POST', `/environment/${production}/database`, { name: 'orders', type: 'POSTGRESQL', version: '16', mode: 'CONTAINER' });
      const kinds = (await call('GET', `/environment/${production}/services`)).body.results.map(
        (service: { service_type: string }) => service.service_type,
      );
      expect([...new Set(kinds)]).toEqual(['APPLICATION', 'CONTAINER', 'JOB', 'DATABASE']);
      // The history a reused preview's run reads (its last request): every request production had, with their stages.
      await call('GET', `/environment/${production}/deploymentHistoryV2`);
      const variable = (await call('POST', `/environment/${production}/environmentVariable`, { key: 'REGION', value: 'eu' })).body;
      await call('PUT', `/environment/${production}/environmentVariable/${variable.id}`, { key: 'REGION', value: 'us', description: null });
      await call('GET', `/environment/${production}/environmentVariable`);
      // A project's variable, listed with the environment's, and a value naming its key: an alias.
      await call('POST', `/project/${seed.projectId}/environmentVariable`, { key: 'TIER', value: 'gold' });
      const alias = (await call('POST', `/environment/${production}/environmentVariable`, { key: 'LEVEL', value: 'TIER' })).body;
      expect([alias.variable_type, alias.aliased_variable?.key, alias.aliased_variable?.scope]).toEqual(['ALIAS', 'TIER', 'PROJECT']);
      const listed = (await call('GET', `/environment/${production}/environmentVariable`)).body.results as Array<{
        id: string;
        key: string;
        value: string;
        scope: string;
        service_id?: string;
      }>;
      expect(listed.filter((variable) => variable.scope !== 'BUILT_IN').map((variable) => `${variable.key} ${variable.scope}`)).toEqual([
        'TIER PROJECT',
        'REGION ENVIRONMENT',
        'LEVEL ENVIRONMENT',
      ]);
      // The built-in variables of its services, first: checkout's internal host is overridden, search's aliased, then both undone.
      const [checkoutId, searchId] = [failing[0]!, failing[1]!];
      const hostOf = (serviceId: string) =>
        listed.find((variable) => variable.service_id === serviceId && variable.key.endsWith('_HOST_INTERNAL'))!;
      expect([hostOf(checkoutId).scope, hostOf(searchId).scope]).toEqual(['BUILT_IN', 'BUILT_IN']);
      const overrideRoute = `/environment/${production}/environmentVariable/${hostOf(checkoutId).id}/override`;
      const override = (await call('POST', overrideRoute, { value: 'checkout.baseline.svc.cluster.local' })).body;
      expect([override.key, override.variable_type, override.overridden_variable?.id]).toEqual([
        hostOf(checkoutId).key,
        'OVERRIDE',
        hostOf(checkoutId).id,
      ]);
      const searchAlias = (
        await call('POST', `/environment/${production}/environmentVariable/${hostOf(searchId).id}/alias`, { key: 'SEARCH_HOST' })
      ).body;
      expect([searchAlias.variable_type, searchAlias.value, searchAlias.aliased_variable?.scope]).toEqual([
        'ALIAS',
        hostOf(searchId).value,
        'BUILT_IN',
      ]);
      const wired = (await call('GET', `/variable?parent_id=${checkoutId}&scope=APPLICATION`)).body.results as typeof listed;
      expect(wired.find((variable) => variable.key === hostOf(checkoutId).key)?.value).toBe('checkout.baseline.svc.cluster.local');
      expect((await call('DELETE', `/environment/${production}/environmentVariable/${override.id}`)).status).toBe(204);
      expect((await call('DELETE', `/environment/${production}/environmentVariable/${searchAlias.id}`)).status).toBe(204);
      const after = (await call('GET', `/environment/${production}/environmentVariable`)).body.results;
      expect(after).toEqual(listed);
      await call('GET', `/project/${seed.projectId}/environmentVariable`);
      // The secrets' list a run with secrets reads: keys, scopes and dates, never a value.
      await call('POST', `/environment/${production}/secret`, { key: 'API_KEY', value: 'k3y', description: 'kept' });
      const secrets = (await call('GET', `/environment/${production}/secret`)).body.results as Array<Record<string, unknown>>;
      expect(secrets.find((secret) => secret.key === 'API_KEY')).toMatchObject({ scope: 'ENVIRONMENT', description: 'kept' });
      expect(JSON.stringify(secrets)).not.toContain('k3y');
      // Variables and secrets in one list, as a promotion compares two environments by their keys: a secret's value never in it.
      const both = (await call('GET', `/variable?parent_id=${production}&scope=ENVIRONMENT`)).body.results as Array<
        Record<string, unknown>
      >;
      expect(both.find((variable) => variable.key === 'API_KEY')).toMatchObject({ is_secret: true, value: null });
      expect(both.find((variable) => variable.key === 'LEVEL')).toMatchObject({ is_secret: false, variable_type: 'ALIAS' });
      expect(JSON.stringify(both)).not.toContain('k3y');
      await call('GET', `/variable?parent_id=${seed.projectId}&scope=PROJECT`);
      // A job read with its schedule, its start event run alone (then once more, queued behind), its stage read by its id and by its service.
      const seeding = (await call('POST', `/environment/${production}/clone`, { name: 'seeding' })).body.id as string;
      const web = (await call('GET', `/environment/${seeding}/job`)).body.results.find((each: { name: string }) => each.name === 'web');
      expect((await call('GET', `/job/${web.id}`)).body).toMatchObject({ job_type: 'LIFECYCLE', schedule: { on_start: {} } });
      const started = await call('POST', `/job/${web.id}/deploy?forceEvent=START`, { image_tag: 'main' });
      expect([started.status, started.body.id]).toEqual([202, web.id]);
      expect((await call('POST', `/job/${web.id}/redeploy?forceEvent=START`)).status).toBe(202);
      const stage = (await call('GET', `/service/${web.id}/deploymentStage`)).body;
      expect((await call('GET', `/deploymentStage/${stage.id}`)).body).toMatchObject({ name: 'storefront', environment: { id: seeding } });
      // A stop, waited for until STOPPED (production is left busy with the hung deployment queued behind the cancelled one).
      expect((await runAgainst(target, { environment: seed.blueprintEnvironmentId, operation: 'stop' }, pushEvent)).result.outcome).toBe(
        'success',
      );

      const seen = new Set(sent.filter((answer) => answer.status < 400).map((answer) => withoutNames(operationOf(answer))));
      expect(ACTION_OPERATIONS.filter((operation) => !seen.has(withoutNames(operation)))).toEqual([]);
      expect(sent.map(violationOf).filter((violation) => violation !== undefined)).toEqual([]);
    },
  );

  it(
    'holds every answer a promotion reads: both environments, their services and variables, the source history twice',
    { timeout: 60_000 },
    async () => {
      const { target, sent } = await recording();
      const call = callerFor(target, target.tokens.admin);
      const production = target.seed.productionEnvironmentId;
      const staging = (await call('POST', `/environment/${production}/clone`, { name: 'staging' })).body.id as string;
      await call('POST', `/environment/${staging}/secret`, { key: 'SENTRY_DSN', value: 'dsn' });
      const deployed = await runAgainst(target, { environment: staging, application: 'checkout', commit: 'c'.repeat(40) }, pushEvent);
      expect(deployed.result.outcome).toBe('success');
      sent.length = 0;
      const promoted = await runAgainst(
        target,
        { operation: 'promote', environment: 'acme/shop/production', 'promote-from': 'acme/shop/staging' },
        pushEvent,
      );
      expect(promoted.result.outcome).toBe('success');
      expect(promoted.result.promotion?.missingSecrets).toEqual(['SENTRY_DSN']);
      const read = new Set(sent.map((answer) => operationOf(answer)));
      expect(read).toContain('GET /variable');
      expect(read).toContain('GET /environment/:environmentId/deploymentHistory');
      expect(sent.map(violationOf).filter((violation) => violation !== undefined)).toEqual([]);
    },
  );

  it(
    "answers a deployment history whose every service's details fit exactly one of the OpenAPI's alternatives, in both forms",
    { timeout: 60_000 },
    async () => {
      const sent: SentAnswer[] = [];
      const other = (n: number) => `0e000000-0000-4000-8000-00000000000${n}`;
      emulator = await startEmulator({
        speed: SCALE,
        staleMs: 0,
        seed: 7,
        otherServices: [
          { kind: 'DATABASE', stage: 'storefront', id: other(1), totalSeconds: 6 },
          { kind: 'HELM', stage: 'background', id: other(2), totalSeconds: null },
        ],
        onAnswer: (answer) =>
          sent.push({ ...answer, body: answer.body === undefined ? undefined : JSON.parse(JSON.stringify(answer.body)) }),
      });
      const call = callerFor(emulator, emulator.tokens.admin);
      const production = emulator.seed.productionEnvironmentId;
      // The worker built from git: a job of each source.
      const worker = (await call('GET', `/environment/${production}/job`)).body.results.find(
        (job: { name: string }) => job.name === 'worker',
      );
      const checkout = (await call('GET', `/environment/${production}/application`)).body.results[0];
      const { id, created_at: _created, updated_at: _updated, ...whole } = worker;
      await call('PUT', `/job/${id}`, {
        ...whole,
        source: { docker: { git_repository: { ...checkout.git_repository, root_path: '/worker' } } },
      });
      expect((await runAgainst(emulator, { environment: production }, pushEvent)).result.outcome).toBe('success');
      emulator.failVersion(checkout.id, 'fail-now', 'fail-build');
      expect(
        (await runAgainst(emulator, { environment: production, application: 'checkout', commit: 'fail-now' }, pushEvent)).result.outcome,
      ).toBe('failure');

      const v2 = await call('GET', `/environment/${production}/deploymentHistoryV2`);
      const v1 = await call('GET', `/environment/${production}/deploymentHistory`);
      const details = specComponent('DeploymentHistoryServiceDetails');
      const alternatives = (resolve({ $ref: '#/components/schemas/DeploymentHistoryServiceDetails' }).oneOf ?? []).map(specShape);
      const kinds = new Map<string, number[]>();
      for (const entry of v2.body.results) {
        for (const service of entry.stages.flatMap((stage: { services: unknown[] }) => stage.services)) {
          const { service_type: kind } = service.identifier;
          const source = kind === 'JOB' ? (service.details.commit ? 'git' : 'image') : '';
          const fits = alternatives.flatMap((alternative, n) => (alternative.safeParse(service.details).success ? [n] : []));
          kinds.set(`${kind} ${source}`.trim(), fits);
          expect(details.safeParse(service.details).success).toBe(true);
        }
      }
      // Application, container, job (both sources), database and Helm: each fits one alternative, its own.
      expect(Object.fromEntries(kinds)).toEqual({
        APPLICATION: [0],
        CONTAINER: [1],
        'JOB git': [2],
        'JOB image': [2],
        DATABASE: [3],
        HELM: [3],
      });
      const databases = v1.body.results.flatMap((entry: { databases: unknown[] }) => entry.databases);
      const helms = v1.body.results.flatMap((entry: { helms: unknown[] }) => entry.helms);
      expect([databases.length > 0, helms.length > 0]).toEqual([true, true]);
      const history = sent.filter((answer) => answer.route?.includes('/deploymentHistory'));
      expect(history.length).toBe(2);
      expect(history.map(violationOf).filter((violation) => violation !== undefined)).toEqual([]);

      // What the reader was once tested on: a member missing or null, or details two alternatives fit.
      const real = history.find((answer) => answer.route!.endsWith('V2'))!;
      const withDetails = (kind: string, change: (details: Record<string, unknown>) => Record<string, unknown>) => {
        const body = structuredClone(real.body) as typeof v2.body;
        const service = body.results
          .flatMap((entry: { stages: Array<{ services: unknown[] }> }) => entry.stages.flatMap((stage) => stage.services))
          .find((each: { identifier: { service_type: string } }) => each.identifier.service_type === kind);
        service.details = change(service.details);
        return violationOf({ ...real, body });
      };
      const without = (member: string) => (details: Record<string, unknown>) => {
        const { [member]: _gone, ...rest } = details;
        return rest;
      };
      for (const [kind, member] of [
        ['APPLICATION', 'commit'],
        ['CONTAINER', 'image_name'],
        ['CONTAINER', 'tag'],
        ['CONTAINER', 'arguments'],
        ['JOB', 'job_type'],
        ['JOB', 'image_name'],
      ] as const) {
        expect(withDetails(kind, without(member)), `${kind} without ${member}`).toMatch(/details/);
        // A commit is the one member the OpenAPI lets be null (Commit is nullable).
        const nulled = withDetails(kind, (details) => ({ ...details, [member]: null }));
        if (member === 'commit') expect(nulled).toBeUndefined();
        else expect(nulled, `${kind} with ${member} null`).toMatch(/details/);
      }
      // A container's details that also name a job type fit two alternatives: refused too.
      expect(withDetails('CONTAINER', (details) => ({ ...details, job_type: 'CRON' }))).toMatch(/details/);
      expect(withDetails('HELM', (details) => ({ ...details, commit: null }))).toBeUndefined();
      // Nor can the spec tell an application without its build pod from a Helm chart's commit.
      expect(withDetails('APPLICATION', without('build_pod_name'))).toBeUndefined();
    },
  );

  describe('refuses what the platform does not send', () => {
    async function answerOf(method: string, path: (target: Emulator) => string, body?: unknown): Promise<SentAnswer> {
      const { target, sent } = await recording();
      await callerFor(target, target.tokens.admin)(method, path(target), body);
      return sent.at(-1)!;
    }

    it('a name on a stage of the metrics, a service step among the stage steps', async () => {
      const real = await answerOf('GET', (target) => `/environment/${target.seed.blueprintEnvironmentId}/status`);
      expect(violationOf(real)).toBeUndefined();
      const body = real.body as { metrics: Array<Record<string, unknown> & { details: Array<Record<string, unknown>> }> };
      const named = structuredClone(body);
      named.metrics[0]!['name'] = 'deploy web';
      expect(violationOf({ ...real, body: named })).toMatch(/Unrecognized key: "name"/);
      const serviceStep = structuredClone(body);
      serviceStep.metrics[0]!.details[0]!['step_name'] = 'BUILD';
      expect(violationOf({ ...real, body: serviceStep })).toMatch(/step_name/);
    });

    it('a name in a service Status, a missing status_details, a pre-check in the stage enum or with a null duration', async () => {
      const real = await answerOf('GET', (target) => `/environment/${target.seed.blueprintEnvironmentId}/statusesWithStages`);
      expect(violationOf(real)).toBeUndefined();
      const body = real.body as { stages: Array<{ jobs: Array<Record<string, unknown>> }> };
      const named = structuredClone(body);
      named.stages[0]!.jobs[0]!['name'] = 'web';
      expect(violationOf({ ...real, body: named })).toMatch(/Unrecognized key: "name"/);
      const bare = structuredClone(body);
      delete bare.stages[0]!.jobs[0]!['status_details'];
      expect(violationOf({ ...real, body: bare })).toMatch(/status_details/);
      // The pre-check stage uses the step enum and a duration never null (the OpenAPI; upstream notes).
      expect((body as unknown as { pre_check_stage: unknown }).pre_check_stage).toEqual({ status: 'SUCCESS', total_duration_sec: 0 });
      for (const preCheck of [
        { status: 'DONE', total_duration_sec: 0 },
        { status: 'SKIP', total_duration_sec: null },
      ]) {
        expect(violationOf({ ...real, body: { ...body, pre_check_stage: preCheck } })).toMatch(/pre_check_stage/);
      }
    });

    it('a deployment log wrapped in a list, an entry without its timestamp, a service log line without its id', async () => {
      const { target, sent } = await recording();
      const inputs = { environment: target.seed.blueprintEnvironmentId, job: target.seed.jobIds[0]!, 'preview-scope': 'jobs' };
      expect((await runAgainst(target, inputs, pullRequestEvent(5, 'fail-build-5'))).result.outcome).toBe('failure');
      const real = sent.find((answer) => answer.route === '/environment/:environmentId/logs')!;
      expect(violationOf(real)).toBeUndefined();
      const entries = real.body as Array<{ details: Record<string, unknown>; error: unknown }>;
      expect(entries.some((entry) => entry.error !== null)).toBe(true);
      expect(violationOf({ ...real, body: { results: entries } })).toMatch(/expected array/);
      const undated = structuredClone(entries) as Array<Record<string, unknown>>;
      delete undated[0]!['timestamp'];
      expect(violationOf({ ...real, body: undated })).toMatch(/timestamp/);
      // The OpenAPI leaves the transmitter out of the required members: an entry may lack it.
      const anonymous = structuredClone(entries);
      delete anonymous[0]!.details['transmitter'];
      expect(violationOf({ ...real, body: anonymous })).toBeUndefined();
      const line = {
        ...real,
        method: 'GET',
        route: '/container/:containerId/log',
        body: { results: [{ created_at: '2026-11-23T10:00:00Z', message: 'hi' }] },
      };
      expect(violationOf(line)).toMatch(/id/);
    });

    it('a service under another kind than its shape, a member its kind lacks, one without its kind', async () => {
      const real = await answerOf('GET', (target) => `/environment/${target.seed.blueprintEnvironmentId}/services`);
      expect(violationOf(real)).toBeUndefined();
      const results = (real.body as { results: Array<Record<string, unknown>> }).results;
      const index = (kind: string) => results.findIndex((service) => service['service_type'] === kind);
      expect(['APPLICATION', 'CONTAINER', 'JOB'].map(index).every((at) => at >= 0)).toBe(true);
      const with_ = (at: number, service: Record<string, unknown>) => ({
        ...real,
        body: { results: results.map((each, n) => (n === at ? service : each)) },
      });
      const application = results[index('APPLICATION')]!;
      // An application fits the container's required members no better than the job's: named CONTAINER, it is refused.
      expect(violationOf(with_(index('APPLICATION'), { ...application, service_type: 'CONTAINER' }))).toMatch(/service_type CONTAINER/);
      // A kind the OpenAPI does not list fits no alternative: refused at that item.
      const at = (kind: string) => new RegExp(`results\\[${index(kind)}\\]`);
      expect(violationOf(with_(index('APPLICATION'), { ...application, service_type: 'MICROSERVICE' }))).toMatch(at('APPLICATION'));
      const container = results[index('CONTAINER')]!;
      expect(violationOf(with_(index('CONTAINER'), { ...container, git_repository: application['git_repository'] }))).toMatch(
        at('CONTAINER'),
      );
      const { service_type: _kind, ...kindless } = results[index('JOB')]!;
      expect(violationOf(with_(index('JOB'), kindless))).toMatch(at('JOB'));
    });

    it('a deployment rule without its weekdays, with a member the OpenAPI lacks, or a weekday of another spelling', async () => {
      const rule = await answerOf('GET', (target) => `/environment/${target.seed.blueprintEnvironmentId}/deploymentRule`);
      expect(violationOf(rule)).toBeUndefined();
      const body = rule.body as Record<string, unknown>;
      const { weekdays: _weekdays, ...without } = body;
      expect(violationOf({ ...rule, body: without })).toMatch(/weekdays/);
      expect(violationOf({ ...rule, body: { ...body, enabled: true } })).toMatch(/Unrecognized key: "enabled"/);
      expect(violationOf({ ...rule, body: { ...body, weekdays: ['Mon'] } })).toMatch(/weekdays/);
    });

    it('last_updated_by null, a secret created with 200, an error body of another shape', async () => {
      const environment = await answerOf('GET', (target) => `/environment/${target.seed.blueprintEnvironmentId}`);
      expect(violationOf(environment)).toBeUndefined();
      expect(violationOf({ ...environment, body: { ...(environment.body as object), last_updated_by: null } })).toMatch(/last_updated_by/);
      const secret = await answerOf('POST', (target) => `/environment/${target.seed.blueprintEnvironmentId}/secret`, {
        key: 'K',
        value: 'v',
      });
      expect(secret.status).toBe(201);
      expect(violationOf({ ...secret, status: 200 })).toMatch(/the platform answers 201/);
      const missing = await answerOf('GET', (target) => `/environment/${target.seed.organizationId}`);
      expect(missing.status).toBe(404);
      expect(violationOf(missing)).toBeUndefined();
      expect(violationOf({ ...missing, body: { code: 404 } })).toMatch(/not an error body/);
    });
  });
});
