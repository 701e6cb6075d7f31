/**
 * An environment's variables and its project's, as the OpenAPI describes them: a POST on a key
 * the environment has replaces that variable (201 either way), a PUT edits one by id, values are
 * returned. The environment's list holds its project's variables too (scope PROJECT) unless it
 * has its own of the key. A POST whose value is the key of a variable the environment sees makes
 * an alias of that one ("considered as an alias"): the text of the value is not kept.
 * `GET /variable` lists an environment's (or a project's) variables and secrets together, as
 * `VariableResponse`s: a secret says it is one, its value null.
 */
import { randomUUID } from 'node:crypto';
import { EnvironmentVariableRequest, type EnvironmentVariable, type Secret } from './schemas/index.ts';
import { ApiError, notFound, paginate, parseBody, route, type Route, type RouteContext } from './http.ts';
import type { Platform } from './platform.ts';
import { iso } from './dates.ts';
import type { EnvironmentRecord, Store } from './store.ts';

export function variableRoutes(platform: Platform): Route[] {
  const { store } = platform;
  const environmentOf = (context: RouteContext) => store.environment(context.params['environmentId']!);

  return [
    route('GET', '/variable', 'read', (context) => {
      const parentId = context.query.get('parent_id') ?? '';
      const scope = context.query.get('scope') ?? '';
      if (scope === 'ENVIRONMENT') {
        const record = store.environment(parentId);
        const secrets = record.secrets.map((entry) => secretResponse(entry.secret));
        return { status: 200, body: { results: [...visibleTo(store, record).map(variableResponse), ...secrets] } };
      }
      if (scope === 'PROJECT') {
        store.project(parentId);
        return { status: 200, body: { results: (store.projectVariables.get(parentId) ?? []).map(variableResponse) } };
      }
      throw new ApiError(400, `query parameter "scope" must be ENVIRONMENT or PROJECT here (got "${scope}")`);
    }),
    route('GET', '/environment/:environmentId/environmentVariable', 'read', (context) => ({
      status: 200,
      body: paginate(visibleTo(store, environmentOf(context)), context.query),
    })),
    route('POST', '/environment/:environmentId/environmentVariable', 'write', (context) => {
      const record = environmentOf(context);
      const body = parseBody(EnvironmentVariableRequest, context.body);
      const aliased = visibleTo(store, record).find((variable) => variable.key === body.value && variable.key !== body.key);
      const variable = upsertVariable(record, body, context.now);
      if (!aliased) return { status: 201, body: variable };
      const alias: EnvironmentVariable = {
        ...variable,
        value: aliased.value ?? '',
        variable_type: 'ALIAS',
        aliased_variable: {
          id: aliased.id,
          key: aliased.key,
          value: aliased.value ?? '',
          mount_path: aliased.mount_path ?? '',
          scope: aliased.scope,
          variable_type: aliased.variable_type,
        },
      };
      record.variables[record.variables.indexOf(variable)] = alias;
      return { status: 201, body: alias };
    }),
    route('GET', '/project/:projectId/environmentVariable', 'read', (context) => {
      const project = store.project(context.params['projectId']!);
      return { status: 200, body: paginate(store.projectVariables.get(project.id) ?? [], context.query) };
    }),
    route('POST', '/project/:projectId/environmentVariable', 'write', (context) => {
      const project = store.project(context.params['projectId']!);
      const body = parseBody(EnvironmentVariableRequest, context.body);
      const own = store.projectVariables.get(project.id) ?? [];
      const variable: EnvironmentVariable = {
        id: randomUUID(),
        created_at: iso(context.now),
        ...fieldsOf(body),
        ...(body.value === undefined ? {} : { value: body.value }),
        scope: 'PROJECT',
        variable_type: 'VALUE',
        owned_by: 'emulator',
      };
      store.projectVariables.set(project.id, [...own.filter((each) => each.key !== body.key), variable]);
      return { status: 201, body: variable };
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

/** The members a `VariableResponse` has of a variable: a null description or flag is left out, as the OpenAPI has no null there. */
function variableResponse(variable: EnvironmentVariable) {
  const { id, created_at, updated_at, key, value, mount_path, scope, variable_type, owned_by, description } = variable;
  const alias = variable.aliased_variable;
  return {
    id,
    created_at,
    ...(updated_at ? { updated_at } : {}),
    key,
    value: value ?? null,
    mount_path: mount_path ?? null,
    scope,
    variable_type,
    is_secret: false,
    ...(typeof owned_by === 'string' ? { owned_by } : {}),
    ...(typeof description === 'string' ? { description } : {}),
    ...(alias
      ? {
          aliased_variable: {
            id: alias.id,
            key: alias.key,
            mount_path: alias.mount_path,
            scope: alias.scope,
            variable_type: alias.variable_type,
          },
        }
      : {}),
  };
}

function secretResponse(secret: Secret) {
  const { id, created_at, updated_at, key, scope, owned_by, description } = secret;
  return {
    id,
    created_at,
    ...(updated_at ? { updated_at } : {}),
    key,
    value: null,
    mount_path: secret.mount_path ?? null,
    scope: scope ?? 'ENVIRONMENT',
    variable_type: secret.variable_type ?? 'VALUE',
    is_secret: true,
    ...(typeof owned_by === 'string' ? { owned_by } : {}),
    ...(typeof description === 'string' ? { description } : {}),
  };
}

/** The project's variables the environment has none of its own of, then its own. */
function visibleTo(store: Store, record: EnvironmentRecord): EnvironmentVariable[] {
  const inherited = (store.projectVariables.get(record.environment.project.id) ?? []).filter(
    (variable) => !record.variables.some((own) => own.key === variable.key),
  );
  return [...inherited, ...record.variables];
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
