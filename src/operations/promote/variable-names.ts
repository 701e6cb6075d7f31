/**
 * An environment's variables and secrets as a promotion compares them, by key: one read of
 * `GET /variable`, both kinds in one list. A server without that read answers 404, 405 or 501
 * though the environment exists: the environment's lists of variables and of secrets answer
 * instead (one more request), and a 404 of those means the environment is gone, and is thrown.
 */
import { isRouteMissing } from '../../platform/errors.ts';
import type { Variable } from '../../platform/schemas/index.ts';
import type { OperationContext } from '../../run/context.ts';

export async function variablesAndSecrets(ctx: Pick<OperationContext, 'client'>, environmentId: string): Promise<Variable[]> {
  const { client } = ctx;
  try {
    return await client.variables.list({ parent_id: environmentId, scope: 'ENVIRONMENT' });
  } catch (error) {
    if (!isRouteMissing(error)) throw error;
    const [variables, secrets] = await Promise.all([
      client.environments.variables({ environmentId }),
      client.secrets.list({ environmentId }),
    ]);
    return [
      ...variables.map((variable) => ({ key: variable.key, is_secret: false, scope: variable.scope })),
      ...secrets.flatMap((secret) => (secret.key ? [{ key: secret.key, is_secret: true, scope: secret.scope }] : [])),
    ];
  }
}
