/** Environment secrets: values are stored to compare, never returned; POST on a known key replaces it. */
import { SecretRequest } from './schemas/index.ts';
import { ApiError, paginate, parseBody, route, type Route, type RouteContext } from './http.ts';
import type { Platform } from './platform.ts';
import { iso } from './dates.ts';
import { secretById, upsertSecret } from './secret-records.ts';

export function secretRoutes(platform: Platform): Route[] {
  const { store } = platform;
  const environmentOf = (context: RouteContext) => store.environment(context.params['environmentId']!);
  const secretOf = (context: RouteContext) => secretById(environmentOf(context), context.params['secretId']!);

  return [
    route('GET', '/environment/:environmentId/secret', 'read', (context) => ({
      status: 200,
      body: paginate(
        environmentOf(context).secrets.map((entry) => entry.secret),
        context.query,
      ),
    })),
    route('POST', '/environment/:environmentId/secret', 'write', (context) => {
      const record = environmentOf(context);
      const body = parseBody(SecretRequest, context.body);
      // 201 even when the key existed and was replaced (upstream notes).
      const { secret } = upsertSecret(record, body, context.now);
      return { status: 201, body: secret };
    }),
    route('GET', '/environment/:environmentId/secret/:secretId', 'read', (context) => ({ status: 200, body: secretOf(context).secret })),
    route('PUT', '/environment/:environmentId/secret/:secretId', 'write', (context) => {
      const record = environmentOf(context);
      const entry = secretById(record, context.params['secretId']!);
      const body = parseBody(SecretRequest, context.body);
      if (record.secrets.some((other) => other !== entry && other.secret.key === body.key)) {
        throw new ApiError(409, `a secret with key "${body.key}" already exists in environment ${record.environment.id}`);
      }
      entry.secret = {
        ...entry.secret,
        key: body.key,
        description: body.description === undefined ? entry.secret.description : body.description,
        enable_interpolation_in_file: body.enable_interpolation_in_file ?? entry.secret.enable_interpolation_in_file ?? null,
        updated_at: iso(context.now),
      };
      if (body.value !== undefined) entry.value = body.value;
      return { status: 200, body: entry.secret };
    }),
    route('DELETE', '/environment/:environmentId/secret/:secretId', 'write', (context) => {
      const record = environmentOf(context);
      const entry = secretById(record, context.params['secretId']!);
      record.secrets = record.secrets.filter((other) => other !== entry);
      return { status: 204 };
    }),
  ];
}
