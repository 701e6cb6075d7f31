/**
 * An environment's own variables, as the OpenAPI describes them: a POST on a key the environment
 * has replaces that variable (201 either way), a PUT edits one by id, values are returned.
 */
import { randomUUID } from 'node:crypto';
import { EnvironmentVariableRequest, type EnvironmentVariable } from './schemas.ts';
import { ApiError, notFound, paginate, parseBody, route, type Route, type RouteContext } from './http.ts';
import type { Platform } from './platform.ts';
import { iso, type EnvironmentRecord } from './store.ts';

export function variableRoutes(platform: Platform): Route[] {
  const { store } = platform;
  const environmentOf = (context: RouteContext) => store.environment(context.params['environmentId']!);

  return [
    route('GET', '/environment/:environmentId/environmentVariable', 'read', (context) => ({
      status: 200,
      body: paginate(environmentOf(context).variables, context.query),
    })),
    route('POST', '/environment/:environmentId/environmentVariable', 'write', (context) => {
      const record = environmentOf(context);
      const body = parseBody(EnvironmentVariableRequest, context.body);
      return { status: 201, body: upsertVariable(record, body, context.now) };
    }),
    route('PUT', '/environment/:environmentId/environmentVariable/:environmentVariableId', 'write', (context) => {
      const record = environmentOf(context);
      const id = context.params['environmentVariableId']!;
      const index = record.variables.findIndex((variable) => variable.id === id);
      if (index < 0) throw notFound('environment variable', id);
      const body = parseBody(EnvironmentVariableRequest, context.body);
      const current = record.variables[index]!;
      if (record.variables.some((other) => other !== current && other.key === body.key)) {
        throw new ApiError(400, `a variable with key "${body.key}" already exists in environment ${record.environment.id}`);
      }
      const edited = { ...current, ...fieldsOf(body), value: body.value ?? current.value, updated_at: iso(context.now) };
      record.variables[index] = edited;
      return { status: 200, body: edited };
    }),
  ];
}

/** One variable per key: a second POST of the key replaces the first (the OpenAPI's words). */
export function upsertVariable(record: EnvironmentRecord, input: EnvironmentVariableRequest, now: number): EnvironmentVariable {
  const existing = record.variables.findIndex((variable) => variable.key === input.key);
  const previous = record.variables[existing];
  const variable: EnvironmentVariable = {
    id: previous?.id ?? randomUUID(),
    created_at: previous?.created_at ?? iso(now),
    updated_at: iso(now),
    ...fieldsOf(input),
    ...(input.value === undefined ? {} : { value: input.value }),
    scope: 'ENVIRONMENT',
    variable_type: input.mount_path ? 'FILE' : 'VALUE',
    owned_by: 'emulator',
  };
  if (previous) record.variables[existing] = variable;
  else record.variables.push(variable);
  return variable;
}

/** What a POST of the variable would send: to copy it into a clone. */
export function variableInput(variable: EnvironmentVariable): EnvironmentVariableRequest {
  return {
    key: variable.key,
    ...(variable.value === undefined ? {} : { value: variable.value }),
    mount_path: variable.mount_path ?? null,
    description: variable.description ?? null,
    enable_interpolation_in_file: variable.enable_interpolation_in_file ?? null,
  };
}

function fieldsOf(input: EnvironmentVariableRequest) {
  return {
    key: input.key,
    mount_path: input.mount_path ?? null,
    description: input.description ?? null,
    enable_interpolation_in_file: input.enable_interpolation_in_file ?? null,
  };
}
