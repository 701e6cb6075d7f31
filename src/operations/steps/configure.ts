/**
 * The rollout's `configure` stage: the secrets and variables in one concurrent wave, with the
 * status read the trigger needs beside them.
 */
import type { EnvironmentStatus } from '../../platform/schemas/index.ts';
import type { OperationContext } from '../context.ts';
import { urlsOf, type RunRecord } from '../result.ts';
import type { RolloutTarget } from './rollout-target.ts';
import { sendChangedSecrets } from './secret-digest.ts';
import { readLinkedServices } from './service-urls.ts';
import { fillVariables, namesUrls, setVariables, type FilledVariable } from './variables.ts';

/**
 * A `{url:SERVICE}` is read from the links first; a variable whose service has no link yet is
 * handed back, to be set once the deployment made one.
 */
export async function configure(
  ctx: OperationContext,
  target: RolloutTarget,
  record: RunRecord,
): Promise<{ status: EnvironmentStatus; late: FilledVariable[]; keepDigests: () => Promise<void> }> {
  const { client, config, log } = ctx;
  const environmentId = target.environment.id;
  const urls = namesUrls(config) ? urlsOf({ serviceUrls: await readLinkedServices(ctx, environmentId, target.services) }) : {};
  const variables = fillVariables(config, urls);
  const [status, { sent, record: keepDigests }] = await Promise.all([
    client.environments.statusBefore({ environmentId }),
    sendChangedSecrets(ctx, environmentId, record.created),
    target.alongside,
    setVariables(ctx, environmentId, variables),
  ]);
  record.secretNames = config.secrets.map((s) => s.key);
  const kept = record.secretNames.filter((key) => !sent.includes(key));
  if (sent.length > 0) log.info(`Set secrets ${sent.join(', ')}`);
  if (kept.length > 0) log.info(`Secrets ${kept.join(', ')} unchanged since they were last set: not sent again`);
  return { status, late: variables.filter((variable) => variable.lacking.length > 0), keepDigests };
}
