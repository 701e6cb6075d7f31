/**
 * The deployment history, read in one place (operations/environment/deployment-history.ts): both
 * of its rules, "last good" for a rollback and "last successful" for a promotion, on the same
 * pages generated from the OpenAPI, in both forms of the history; and a history that cannot be
 * read, the one outcome both rules end in.
 */
import { describe, expect, it } from 'vitest';
import type { Service } from '../../../src/operations/environment/service-plan.ts';
import { lastGoodVersions, readHistory, UnreadableHistory } from '../../../src/operations/environment/deployment-history.ts';
import type { OperationContext } from '../../../src/run/context.ts';
import { headStart } from '../../../src/basics/head-start.ts';
import { DeploymentHistoryPage, DeploymentHistoryPageV2 } from '../../../src/platform/schemas/index.ts';
import { PlatformApiError } from '../../../src/platform/errors.ts';
import { successOf } from '../../support/openapi.ts';
import { sampleAnswers } from '../../support/openapi-answers.ts';

/** Each rule's versions on one history, by service id, and whether a newest deployment was found. */
async function bothRules(ctx: OperationContext, services: Service[]) {
  const lastGood = Object.fromEntries(await lastGoodVersions(ctx, 'env', services, new Map(), 'failed deploy'));
  const read = await readHistory(
    ctx,
    headStart(Promise.resolve('env')),
    headStart(Promise.resolve(services)),
    headStart(Promise.resolve(services)),
  );
  return { lastGood, lastSuccessful: Object.fromEntries(read.versions), newest: read.newest !== undefined };
}

/**
 * The history as the OpenAPI allows it, not as the emulator writes it: pages generated from the
 * spec's schemas (members left out, nulls, states and kinds newer than the spec) go through the
 * client's schemas and the reader. With nothing to leave, each service's last good version is the
 * newest one the page lists it DEPLOYED at (its own state, or its deployment's when it has none);
 * a service with none is left out.
 */
describe('both rules, on histories generated from the OpenAPI', () => {
  const SAMPLES = 150;
  type Raw = Record<string, any>;
  const deployed = (status: unknown, entry: Raw) => (status ?? entry['status']) === 'DEPLOYED';
  /** Each service of a raw answer, newest first: its id, whether it is built from git, its version, whether it ended DEPLOYED. */
  interface Listed {
    id: string;
    git: boolean;
    version: unknown;
    deployed: boolean;
  }

  function expected(listed: Listed[][]): Record<string, string> {
    const found: Record<string, string> = {};
    const ids = new Set(listed.flat().map((item) => item.id));
    for (const id of ids) {
      for (const deployment of listed) {
        const item = deployment.find((each) => each.id.toLowerCase() === id.toLowerCase());
        if (item?.deployed && typeof item.version === 'string' && item.version !== '') {
          found[id] = item.version;
          break;
        }
      }
    }
    return found;
  }

  const servicesOf = (listed: Listed[][]): Service[] => {
    const seen = new Map<string, Listed>();
    for (const item of listed.flat()) if (!seen.has(item.id.toLowerCase())) seen.set(item.id.toLowerCase(), item);
    return [...seen.values()].map((item) => ({
      kind: item.git ? 'application' : 'container',
      id: item.id,
      name: item.id.slice(0, 8),
      source: item.git ? 'git' : 'image',
      version: null,
    }));
  };

  const notServed = new PlatformApiError({
    method: 'GET',
    path: '/environment/env/deploymentHistory',
    kind: 'http',
    status: 404,
    message: '404',
  });

  it('reads the first form whatever the spec lets it hold', async () => {
    const schema = successOf('GET', '/environment/{environmentId}/deploymentHistory').schema!;
    const pages = sampleAnswers(schema, SAMPLES, 38, { unlisted: true }) as Raw[];
    let withVersions = 0;
    for (const page of pages) {
      const listed: Listed[][] = (page['results'] ?? []).map((entry: Raw) => [
        ...(entry['applications'] ?? []).map((item: Raw) => ({
          id: item['id'],
          git: true,
          version: item['commit']?.git_commit_id,
          deployed: deployed(item['status'], entry),
        })),
        ...[...(entry['containers'] ?? []), ...(entry['jobs'] ?? [])].map((item: Raw) => ({
          id: item['id'],
          git: false,
          version: item['tag'],
          deployed: deployed(item['status'], entry),
        })),
      ]);
      const ctx = {
        client: {
          environments: {
            deploymentHistory: async ({ startId }: { startId?: string }) => DeploymentHistoryPage.parse(startId ? { results: [] } : page),
          },
        },
      } as unknown as OperationContext;
      const found = await bothRules(ctx, servicesOf(listed));
      expect(found.lastGood).toEqual(expected(listed));
      expect(found.lastSuccessful).toEqual(expected(listed));
      expect(found.newest).toBe(listed.length > 0);
      if (Object.keys(found.lastGood).length > 0) withVersions++;
    }
    // Not every sample is empty: some name a version to go back to (DEPLOYED is one state of many).
    expect(withVersions).toBeGreaterThanOrEqual(5);
  });

  it('reads the second form whatever the spec lets it hold, every kind of details among it', async () => {
    const schema = successOf('GET', '/environment/{environmentId}/deploymentHistoryV2').schema!;
    const pages = sampleAnswers(schema, SAMPLES, 38, { unlisted: true }) as Raw[];
    let withVersions = 0;
    const shapes = new Set<string>();
    for (const page of pages) {
      const listed: Listed[][] = (page['results'] ?? []).map((entry: Raw) =>
        (entry['stages'] ?? []).flatMap((stage: Raw) =>
          (stage['services'] ?? []).map((item: Raw) => {
            const details = item['details'] ?? {};
            shapes.add(
              ['commit', 'build_pod_name', 'arguments', 'job_type', 'repository'].filter((key) => key in details).join() || 'none',
            );
            const git = item['identifier'].service_type === 'APPLICATION';
            return {
              id: item['identifier'].service_id,
              git,
              version: git ? details.commit?.git_commit_id : details.tag,
              deployed: deployed(item['status'], entry),
            };
          }),
        ),
      );
      const ctx = {
        client: {
          environments: {
            deploymentHistory: async () => {
              throw notServed;
            },
            deploymentHistoryV2: async () => DeploymentHistoryPageV2.parse(page),
          },
        },
      } as unknown as OperationContext;
      const found = await bothRules(ctx, servicesOf(listed));
      expect(found.lastGood).toEqual(expected(listed));
      expect(found.lastSuccessful).toEqual(expected(listed));
      expect(found.newest).toBe(listed.length > 0);
      if (Object.keys(found.lastGood).length > 0) withVersions++;
    }
    expect(withVersions).toBeGreaterThanOrEqual(5);
    // An application's, a container's, a job's and a Helm chart's details all came by.
    for (const shape of ['commit,build_pod_name', 'arguments', 'job_type', 'repository']) {
      expect([...shapes].some((seen) => seen.includes(shape))).toBe(true);
    }
  });
});

describe('a history that cannot be read', () => {
  const service: Service = {
    kind: 'application',
    id: '6f1c1a4e-8e57-4a0e-9d43-0e5b0c6f1a01',
    name: 'checkout',
    source: 'git',
    version: 'v2',
  };
  const refused = (path: string) =>
    new PlatformApiError({ method: 'GET', path, kind: 'http', status: 403, message: `GET ${path} answered 403` });

  it.each([
    ['the first form refused', { deploymentHistory: async () => Promise.reject(refused('/environment/env/deploymentHistory')) }],
    [
      'the second form refused where the first is not served',
      {
        deploymentHistory: async () =>
          Promise.reject(
            new PlatformApiError({ method: 'GET', path: '/environment/env/deploymentHistory', kind: 'http', status: 404, message: '404' }),
          ),
        deploymentHistoryV2: async () => Promise.reject(refused('/environment/env/deploymentHistoryV2')),
      },
    ],
  ])('%s: both rules end in one UnreadableHistory, naming why', async (_, environments) => {
    const ctx = { client: { environments } } as unknown as OperationContext;
    const good = lastGoodVersions(ctx, 'env', [service], new Map(), 'newest deployment');
    const successful = readHistory(
      ctx,
      headStart(Promise.resolve('env')),
      headStart(Promise.resolve([service])),
      headStart(Promise.resolve([service])),
    );
    for (const rule of [good, successful]) {
      await expect(rule).rejects.toBeInstanceOf(UnreadableHistory);
      await expect(rule).rejects.toThrow(
        /^the deployment history could not be read \(GET \/environment\/env\/deploymentHistory(V2)? answered 403\)$/,
      );
    }
  });
});
