/**
 * The GitHub side of previews that are gone: the repository's GitHub environments are listed
 * (GitHub lists Deployments by exact environment name only, so there is no other way to find
 * every preview's), and each one the sweep says is a preview no longer on the platform has its
 * Deployments marked inactive, over every page, and is deleted where the token may delete
 * environments (`administration: write`). A 403 there is not a failure: the environment is
 * counted as left, and no other delete is tried.
 */
import type { GitHubLeftovers, RetiredLeftovers } from '../run/context.ts';
import { deactivateEnvironment, type RepositoryRef } from './deployments.ts';
import { httpStatus, type GitHubClient } from './octokit.ts';

export function gitHubLeftovers(client: GitHubClient, where: RepositoryRef, logUrl: string): GitHubLeftovers {
  return {
    async retire(gone) {
      const names = await environmentNames(client, where);
      const retired: RetiredLeftovers = { environments: [], deactivated: 0, deleted: 0, left: 0 };
      let mayDelete = true;
      for (const name of names.filter((each) => gone(each))) {
        retired.environments.push(name);
        retired.deactivated += await deactivateEnvironment(client, where, name, logUrl);
        if (!mayDelete) {
          retired.left++;
          continue;
        }
        try {
          await client.rest.repos.deleteAnEnvironment({ ...where, environment_name: name });
          retired.deleted++;
        } catch (error) {
          const status = httpStatus(error);
          // Gone meanwhile: what was asked is done.
          if (status === 404) continue;
          if (status !== 403) throw error;
          mayDelete = false;
          retired.left++;
        }
      }
      return retired;
    },
  };
}

const PER_PAGE = 100;

/** Every environment of the repository, page by page: the answer is `{ total_count, environments }`, which Octokit's paginate does not type. */
async function environmentNames(client: GitHubClient, where: RepositoryRef): Promise<string[]> {
  const names: string[] = [];
  for (let page = 1; ; page++) {
    const { data } = await client.rest.repos.getAllEnvironments({ ...where, per_page: PER_PAGE, page });
    const environments = data.environments ?? [];
    names.push(...environments.map((environment) => environment.name));
    // GitHub may answer fewer than asked per page: its total says when the list is whole.
    if (environments.length === 0 || names.length >= (data.total_count ?? 0)) return names;
  }
}
