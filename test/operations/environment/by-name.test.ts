/**
 * Resolving `organization/project/environment` where the emulator's one organization cannot
 * show it: several organizations, and names that several items share.
 */
import { describe, expect, it } from 'vitest';
import type { PlatformClient } from '../../../src/platform/client.ts';
import { resolveEnvironmentPath } from '../../../src/operations/environment/by-name.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A client answering the three lists from plain data, and counting its reads. */
function platform(
  organizations: Array<{ id: string; name: string }>,
  projects: Array<{ id: string; name: string }>,
  environments: Array<{ id: string; name: string }>,
) {
  const reads: string[] = [];
  const client = {
    organizations: {
      list: async () => (reads.push('organizations'), organizations),
      projects: async ({ organizationId }: { organizationId: string }) => (reads.push(`projects of ${organizationId}`), projects),
    },
    environments: { list: async ({ projectId }: { projectId: string }) => (reads.push(`environments of ${projectId}`), environments) },
  } as unknown as PlatformClient;
  return { client, reads };
}

describe('an environment by its path of names', () => {
  it('takes project/environment when the token sees one organization, in three reads', async () => {
    const { client, reads } = platform([{ id: id(1), name: 'Acme' }], [{ id: id(2), name: 'Shop' }], [{ id: id(3), name: 'Production' }]);
    const environment = await resolveEnvironmentPath(client, 'environment', {
      organization: '',
      project: 'shop',
      environment: 'PRODUCTION',
    });
    expect(environment.id).toBe(id(3));
    expect(reads).toEqual(['organizations', `projects of ${id(1)}`, `environments of ${id(2)}`]);
  });

  it('refuses project/environment when the token sees several organizations, naming them', async () => {
    const { client, reads } = platform(
      [
        { id: id(1), name: 'Acme' },
        { id: id(4), name: 'Globex' },
      ],
      [],
      [],
    );
    await expect(
      resolveEnvironmentPath(client, 'environment', { organization: '', project: 'shop', environment: 'production' }),
    ).rejects.toThrow(
      'Input "environment": shop/production names no organization, and the token sees 2 (Acme, Globex): write organization/project/environment',
    );
    expect(reads).toEqual(['organizations']);
  });

  it('refuses a name two organizations share, naming their ids', async () => {
    const { client } = platform(
      [
        { id: id(1), name: 'acme' },
        { id: id(4), name: 'ACME' },
      ],
      [],
      [],
    );
    await expect(
      resolveEnvironmentPath(client, 'environment', { organization: 'Acme', project: 'shop', environment: 'production' }),
    ).rejects.toThrow(
      `Input "environment": the token has 2 organizations named Acme (${id(1)}, ${id(4)}): give the environment's id instead`,
    );
  });

  it('refuses a project with no environments, saying it has none', async () => {
    const { client } = platform([{ id: id(1), name: 'Acme' }], [{ id: id(2), name: 'Shop' }], []);
    await expect(
      resolveEnvironmentPath(client, 'environment', { organization: 'acme', project: 'shop', environment: 'production' }),
    ).rejects.toThrow('Input "environment": project Acme/Shop has no environment named production (it has none)');
  });

  it('blames a name that does not resolve on the input that gave it', async () => {
    const { client } = platform([{ id: id(1), name: 'Acme' }], [{ id: id(2), name: 'Shop' }], [{ id: id(3), name: 'staging' }]);
    await expect(
      resolveEnvironmentPath(client, 'promote-from', { organization: 'acme', project: 'shop', environment: 'stagign' }),
    ).rejects.toThrow('Input "promote-from": project Acme/Shop has no environment named stagign (there: staging)');
    await expect(
      resolveEnvironmentPath(client, 'fork-blueprint', { organization: 'acme', project: 'shoop', environment: 'forks' }),
    ).rejects.toThrow('Input "fork-blueprint": organization Acme has no project named shoop (there: Shop)');
  });
});
