/**
 * The rollout's `configure` stage: the secrets and variables in one concurrent wave, with the
 * status read the trigger needs beside them (none for a preview this run's own create just made).
 */
import type { OperationContext } from '../../run/context.ts';
import { urlsOf, type Learned } from '../../run/result.ts';
import type { HeadStart } from '../../basics/head-start.ts';
import type { OperationLog } from '../../run/context.ts';
import type { RolloutTarget, Sends } from './target.ts';
import { sendChangedSecrets } from './secret-digest.ts';
import { NEVER_DEPLOYED, type Before } from './trigger.ts';
import { readLinkedServices } from './service-urls.ts';
import { fillVariables, namesUrls, setVariables, type FilledVariable } from './environment-variables.ts';

/**
 * `KEY=` with nothing after it is what a repository secret or variable that is not set expands
 * to: sent, it would overwrite the value a preview cloned from its blueprint with nothing, and
 * nobody would know. It is not sent, and the warning says how to send an empty value on purpose.
 */
function warnUnset(sends: Sends, log: OperationLog): void {
  for (const key of sends.unsetSecrets) {
    log.warning(`${key} is empty: is the repository secret set? It was not sent; write ${key}="" to send an empty value`);
  }
  for (const key of sends.unsetVariables) {
    log.warning(`${key} is empty: is the repository variable set? It was not set; write ${key}="" to set an empty value`);
  }
}

/**
 * A `{url:SERVICE}` is read from the links first; a variable whose service has no link yet is
 * handed back, to be set once the deployment made one. A fresh preview has none to read: a
 * link comes with a service's first deployment (upstream notes).
 */
export async function configure(
  ctx: OperationContext,
  target: RolloutTarget,
  created: boolean,
  alongside?: HeadStart<Learned>,
): Promise<{ status: Before; late: FilledVariable[]; secretNames: string[]; describe: () => Promise<void>; alongside: Learned }> {
  const { client, config, log } = ctx;
  const environmentId = target.environment.id;
  const { sends } = target;
  warnUnset(sends, log);
  const urls =
    namesUrls(sends) && !target.fresh ? urlsOf({ serviceUrls: await readLinkedServices(ctx, environmentId, target.services) }) : {};
  const variables = fillVariables(config, { ...target.sharedUrls, ...urls }, sends.variables);
  const [status, { sent, verified, describe }, learned] = await Promise.all([
    target.fresh ? NEVER_DEPLOYED : client.environments.statusBefore({ environmentId }),
    sendChangedSecrets(ctx, environmentId, created, sends.secrets),
    alongside?.(),
    setVariables(ctx, environmentId, variables),
  ]);
  if (sent.length > 0) log.info(`Set secrets ${sent.join(', ')}`);
  if (verified.length > 0) {
    log.info(
      `Secrets ${verified.join(', ')} verified on the platform (set by this action to these values, unchanged since): not sent again`,
    );
  }
  return {
    status,
    late: variables.filter((variable) => variable.lacking.length > 0),
    secretNames: sends.secrets.map((s) => s.key),
    describe,
    alongside: learned ?? {},
  };
}
