/**
 * An environment's services, read once: `GET /environment/{id}/services` answers every kind in
 * one list, and a run reads it in place of the applications, containers and jobs lists. Answers
 * generated from the OpenAPI (every kind, members left out, nulls, kinds newer than the spec)
 * are all read; an older server without the route costs the three lists and one warning, and an
 * environment that is gone stays a 404.
 */
import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OperationContext } from '../../../src/run/context.ts';
import { isNotFound } from '../../../src/platform/errors.ts';
import { PlatformClient } from '../../../src/platform/client.ts';
import { readServices, type ServiceKind } from '../../../src/operations/environment/service-plan.ts';
import { startEmulator, type Emulator } from '../../../tools/emulator/index.ts';
import { successOf } from '../../support/openapi.ts';
import { sampleAnswers } from '../../support/openapi-answers.ts';
import { answer, ids, testClient } from '../../platform/fixtures.ts';
import { pullRequestEvent, runAgainst } from '../../../tools/runner/in-process.ts';

type Reader = Pick<OperationContext, 'client' | 'log'>;

function reader(client: PlatformClient, warnings: string[]): Reader {
  return {
    client,
    log: { info: () => {}, notice: () => {}, warning: (line) => warnings.push(line), startGroup: () => {}, endGroup: () => {} },
  };
}

describe('answers of GET /environment/{id}/services generated from the OpenAPI', () => {
  const SAMPLES = 120;
  const samples = sampleAnswers(successOf('GET', '/environment/{environmentId}/services').schema!, SAMPLES, 33, {
    unlisted: true,
  }) as Array<{ results?: Array<Record<string, unknown>> | null } | null>;
  const items = samples.flatMap((sample) => sample?.results ?? []);

  beforeAll(() => nock.disableNetConnect());
  afterEach(() => nock.cleanAll());
  afterAll(() => nock.enableNetConnect());

  it('hold every kind the spec lists and kinds newer than it', () => {
    const kinds = new Set(items.map((item) => item['service_type']));
    for (const kind of ['APPLICATION', 'CONTAINER', 'JOB', 'DATABASE', 'HELM', 'TERRAFORM', 'ARGOCD_APP', 'AGENTIC_WORKFLOW']) {
      expect(kinds, kind).toContain(kind);
    }
    expect([...kinds].filter((kind) => typeof kind === 'string' && kind.endsWith('NEWER_THAN_THE_SPEC'))).toHaveLength(1);
  });

  it('are each read: the applications, containers and jobs they list, in that order, and no other kind', async () => {
    const KIND: Record<string, ServiceKind> = { APPLICATION: 'application', CONTAINER: 'container', JOB: 'job' };
    const read = new Set<string>();
    for (const sample of samples) {
      const listed = sample?.results ?? [];
      answer('GET', `/environment/${ids.environment}/services`, 200, sample);
      const warnings: string[] = [];
      const services = await readServices(reader(testClient({ maxAttempts: 1 }).client, warnings), ids.environment);
      const expected = (['application', 'container', 'job'] as const).flatMap((kind) =>
        listed.filter((item) => KIND[item['service_type'] as string] === kind).map((item) => [kind, item['id']]),
      );
      expect(services.map((service) => [service.kind, service.id])).toEqual(expected);
      expect(warnings).toEqual([]);
      for (const service of services) read.add(service.kind);
    }
    expect(read).toEqual(new Set(['application', 'container', 'job']));
  });

  it('read a version where the answer gives one, none where it is left out or null', async () => {
    const application = items.find((item) => item['service_type'] === 'APPLICATION')!;
    const container = items.find((item) => item['service_type'] === 'CONTAINER')!;
    const results = [
      { ...application, git_repository: { deployed_commit_id: 'c0ffee' } },
      { ...application, id: ids.clone, git_repository: null },
      { ...container, tag: 'v2' },
    ];
    answer('GET', `/environment/${ids.environment}/services`, 200, { results });
    const services = await readServices(reader(testClient().client, []), ids.environment);
    expect(services.map((service) => [service.kind, service.source, service.version])).toEqual([
      ['application', 'git', 'c0ffee'],
      ['application', 'git', null],
      ['container', 'image', 'v2'],
    ]);
  });

  it('refuse an application, container or job its own list would refuse, naming the member', async () => {
    const container = items.find((item) => item['service_type'] === 'CONTAINER')!;
    const { name: _name, ...nameless } = container;
    answer('GET', `/environment/${ids.environment}/services`, 200, { results: [nameless] });
    await expect(readServices(reader(testClient({ maxAttempts: 1 }).client, []), ids.environment)).rejects.toThrow(
      /services answered 200 with an unexpected body \(results\.0\.name: /,
    );
  });
});

describe('reading services from the emulator', () => {
  let current: Emulator;
  let older: Emulator;
  beforeAll(async () => {
    [current, older] = await Promise.all([startEmulator({ speed: 0.05 }), startEmulator({ speed: 0.05, lacks: ['services'] })]);
  });
  afterAll(() => Promise.all([current.close(), older.close()]));

  const runOn = (emulator: Emulator, warnings: string[]) => {
    emulator.clearRequests();
    return reader(new PlatformClient({ baseUrl: emulator.url, token: emulator.tokens.admin }), warnings);
  };
  const asked = (emulator: Emulator) =>
    emulator.requests().map((request) => `${request.method} ${request.path.replace(/[0-9a-f-]{36}/g, ':id')} ${request.status}`);
  const described = (services: Array<{ kind: string; name: string; source: string; version: string | null }>) =>
    services.map((service) => `${service.kind} ${service.name} ${service.source} ${service.version}`);

  it('asks once for every kind a run reads, whichever kinds each step wants', async () => {
    const warnings: string[] = [];
    const run = runOn(current, warnings);
    const environmentId = current.seed.productionEnvironmentId;
    const jobs = await readServices(run, environmentId, ['job']);
    const all = await readServices(run, environmentId);
    expect(new Set(jobs.map((service) => service.kind))).toEqual(new Set(['job']));
    expect(new Set(all.map((service) => service.kind))).toEqual(new Set(['application', 'container', 'job']));
    expect(asked(current)).toEqual(['GET /environment/:id/services 200']);
    expect(warnings).toEqual([]);
  });

  it('on an older server, reads the three lists instead, the same services, and warns once a run', async () => {
    const warnings: string[] = [];
    const run = runOn(older, warnings);
    const services = await readServices(run, older.seed.productionEnvironmentId);
    const expected = await readServices(runOn(current, []), current.seed.productionEnvironmentId);
    expect(described(services)).toEqual(described(expected));
    expect(asked(older).sort()).toEqual([
      'GET /environment/:id/application 200',
      'GET /environment/:id/container 200',
      'GET /environment/:id/job 200',
      'GET /environment/:id/services 404',
    ]);
    expect(warnings).toEqual([expect.stringMatching(/older server.*three lists.*2 more requests/)]);

    // Later in the run (after a write, so nothing is shared), the lists are asked at once, and nothing is said again.
    older.clearRequests();
    await run.client.environments.createVariable({
      environmentId: older.seed.productionEnvironmentId,
      body: { key: 'SERVICES_READ', value: 'x' },
    });
    await readServices(run, older.seed.blueprintEnvironmentId, ['job']);
    expect(asked(older)).toEqual(['POST /environment/:id/environmentVariable 201', 'GET /environment/:id/job 200']);
    expect(warnings).toHaveLength(1);
  });

  it('on an older server, reads only the lists of the kinds wanted', async () => {
    const warnings: string[] = [];
    const jobs = await readServices(runOn(older, warnings), older.seed.productionEnvironmentId, ['job']);
    expect(new Set(jobs.map((service) => service.kind))).toEqual(new Set(['job']));
    expect(asked(older)).toEqual(['GET /environment/:id/services 404', 'GET /environment/:id/job 200']);
    expect(warnings).toHaveLength(1);
  });

  describe.each([405, 501] as const)('an older server that answers %i', (status) => {
    let other: Emulator;
    beforeAll(async () => {
      other = await startEmulator({ speed: 0.05, lacks: ['services'], lacksAnswer: status });
    });
    afterAll(() => other.close());

    it('is asked once, without a retry, then its three lists are read, the same services, with one warning naming the answer', async () => {
      const warnings: string[] = [];
      // The client's own retries, as a run has them: a 501 is not one to repeat.
      const run = runOn(other, warnings);
      const services = await readServices(run, other.seed.productionEnvironmentId);
      const expected = await readServices(runOn(current, []), current.seed.productionEnvironmentId);
      expect(described(services)).toEqual(described(expected));
      expect(asked(other).sort()).toEqual([
        'GET /environment/:id/application 200',
        'GET /environment/:id/container 200',
        'GET /environment/:id/job 200',
        `GET /environment/:id/services ${status}`,
      ]);
      expect(warnings).toEqual([
        expect.stringMatching(
          new RegExp(`^The platform answered ${status} to GET /environment/\\{id\\}/services .*older server.*three lists`),
        ),
      ]);
      await readServices(run, other.seed.blueprintEnvironmentId, ['job']);
      expect(warnings).toHaveLength(1);
    });

    it('a preview on it deploys, with one warning about the lists', async () => {
      other.clearRequests();
      const inputs = { environment: other.seed.blueprintEnvironmentId, job: other.seed.jobIds[0]! };
      const { result, lines } = await runAgainst(other, inputs, pullRequestEvent(43, 'c0ffee43'));
      expect(result.outcome).toBe('success');
      expect(asked(other).filter((request) => request.startsWith('GET /environment/:id/services'))).toEqual([
        `GET /environment/:id/services ${status}`,
      ]);
      expect(lines.filter((line) => line.startsWith('warning:') && line.includes('older server'))).toHaveLength(1);
    });
  });

  it.each([
    ['a current', 0, () => current],
    ['an older', 1, () => older],
  ])('a preview on %s server deploys, its warnings about the lists %i', async (_server, warned, target) => {
    const emulator = target();
    emulator.clearRequests();
    // The job given by id: the blueprint's services are read whole, then the new preview's after its clone.
    const inputs = { environment: emulator.seed.blueprintEnvironmentId, job: emulator.seed.jobIds[0]! };
    const { result, lines } = await runAgainst(emulator, inputs, pullRequestEvent(41, 'c0ffee41'));
    expect(result.outcome).toBe('success');
    const services = asked(emulator).filter((request) => request.startsWith('GET /environment/:id/services'));
    const lists = asked(emulator).filter((request) => /^GET \/environment\/:id\/(application|container|job) /.test(request));
    // On an older server the one list is asked for once a run: every later read goes to the lists at once.
    expect(services).toEqual(warned ? ['GET /environment/:id/services 404'] : Array(2).fill('GET /environment/:id/services 200'));
    expect(lists).toHaveLength(warned ? 6 : 0);
    expect(lines.filter((line) => line.startsWith('warning:') && line.includes('older server'))).toHaveLength(warned);
  });

  it.each([
    ['a current', () => current],
    ['an older', () => older],
  ])('on %s server, an environment that is gone is a 404, not an older server', async (_server, target) => {
    const warnings: string[] = [];
    const error = await readServices(runOn(target(), warnings), ids.environment).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(isNotFound(error)).toBe(true);
    expect(warnings).toEqual([]);
    // The lists tell the two apart: each answers 404 too (those still on their way are not waited for).
    const seen = asked(target());
    expect(seen[0]).toBe('GET /environment/:id/services 404');
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.every((request) => request.endsWith(' 404'))).toBe(true);
  });
});
