/**
 * An environment's variables and its project's, as the OpenAPI describes them: a POST on a key
 * the environment has replaces that variable (201 either way), a PUT edits one by id, values are
 * returned. The environment's list holds the built-in variables of its services (scope BUILT_IN,
 * built-in-variables.ts) and its project's variables (scope PROJECT) unless it has its own of the
 * key. A POST whose value is the key of a variable the environment sees makes an alias of that
 * one ("considered as an alias"): the text of the value is not kept.
 *
 * Overrides and aliases at the environment's level (`…/{variableId}/override` and `/alias`) are
 * made of a variable of a higher scope only (BUILT_IN > PROJECT > ENVIRONMENT > APPLICATION),
 * never of an alias; an override takes the variable's key, so the list shows it in the original's
 * place, and deleting it shows the original again. An alias reads the value its variable has
 * where it is read (an override of that variable included). Deleting a variable deletes its
 * overrides and aliases; a BUILT_IN one cannot be deleted or edited.
 *
 * `GET /variable` lists an environment's, a project's or a service's variables and secrets
 * together, as `VariableResponse`s: a secret says it is one, its value null; a service's list is
 * what it sees (the scopes above it, then its own). A job's own variables (scope JOB) are made
 * and listed by `POST`/`GET /job/{jobId}/environmentVariable` (a POST on a key the job has
 * replaces it); a copy of the job keeps them.
 */
import { randomUUID } from 'node:crypto';
import {
  EnvironmentVariableAliasRequest,
  EnvironmentVariableOverrideRequest,
  EnvironmentVariableRequest,
  type EnvironmentVariable,
  type Secret,
} from './schemas/index.ts';
import { builtInVariablesOf, counterpartOf } from './built-in-variables.ts';
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
      const secret = context.query.get('is_secret');
      const listed = (variables: EnvironmentVariable[], secrets: Secret[]) => {
        const results = [...variables.map(variableResponse), ...secrets.map(secretResponse)];
        const filtered = secret === 'true' || secret === 'false' ? results.filter((each) => String(each.is_secret) === secret) : results;
        return { status: 200, body: { results: filtered } };
      };
      if (scope === 'ENVIRONMENT') {
        const record = store.environment(parentId);
        return listed(visibleTo(store, record), secretsOf(record));
      }
      if (scope === 'PROJECT') {
        store.project(parentId);
        return listed(store.projectVariables.get(parentId) ?? [], []);
      }
      if (SERVICE_SCOPES.includes(scope)) {
        const { record, own } = serviceOf(store, scope, parentId);
        return listed(visibleTo(store, record, own), secretsOf(record));
      }
      throw new ApiError(400, `query parameter "scope" must be ENVIRONMENT, PROJECT, ${SERVICE_SCOPES.join(', ')} here (got "${scope}")`);
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
        aliased_variable: refTo(aliased),
      };
      record.variables[record.variables.indexOf(variable)] = alias;
      return { status: 201, body: alias };
    }),
    route('POST', '/environment/:environmentId/environmentVariable/:environmentVariableId/override', 'write', (context) => {
      const record = environmentOf(context);
      const target = higherScoped(store, record, context.params['environmentVariableId']!, 'override');
      const body = parseBody(EnvironmentVariableOverrideRequest, context.body);
      if (record.variables.some((variable) => variable.key === target.key)) {
        throw new ApiError(400, `environment ${record.environment.id} has a variable with key "${target.key}" already: delete it first`);
      }
      const override: EnvironmentVariable = {
        id: randomUUID(),
        created_at: iso(context.now),
        updated_at: iso(context.now),
        key: target.key,
        value: body.value,
        mount_path: target.mount_path ?? null,
        description: body.description ?? null,
        enable_interpolation_in_file: body.enable_interpolation_in_file ?? null,
        scope: 'ENVIRONMENT',
        variable_type: 'OVERRIDE',
        overridden_variable: refTo(target),
        owned_by: 'emulator',
      };
      record.variables.push(override);
      return { status: 201, body: override };
    }),
    route('POST', '/environment/:environmentId/environmentVariable/:environmentVariableId/alias', 'write', (context) => {
      const record = environmentOf(context);
      const target = higherScoped(store, record, context.params['environmentVariableId']!, 'alias');
      const body = parseBody(EnvironmentVariableAliasRequest, context.body);
      if (visibleTo(store, record).some((variable) => variable.key === body.key)) {
        throw new ApiError(400, `environment ${record.environment.id} sees a variable with key "${body.key}" already`);
      }
      const seen = visibleTo(store, record).find((variable) => variable.key === target.key);
      const alias: EnvironmentVariable = {
        id: randomUUID(),
        created_at: iso(context.now),
        updated_at: iso(context.now),
        key: body.key,
        value: seen?.value ?? target.value ?? '',
        mount_path: target.mount_path ?? null,
        description: body.description ?? null,
        enable_interpolation_in_file: body.enable_interpolation_in_file ?? null,
        scope: 'ENVIRONMENT',
        variable_type: 'ALIAS',
        aliased_variable: refTo(target),
        owned_by: 'emulator',
      };
      record.variables.push(alias);
      return { status: 201, body: alias };
    }),
    route('DELETE', '/environment/:environmentId/environmentVariable/:environmentVariableId', 'write', (context) => {
      const record = environmentOf(context);
      const id = context.params['environmentVariableId']!;
      const own = record.variables.find((variable) => variable.id === id);
      if (!own) {
        refuseHigher(store, record, id, 'delete');
        throw notFound('environment variable', id);
      }
      // Its overrides and aliases go with it (the OpenAPI).
      record.variables = record.variables.filter(
        (variable) => variable !== own && variable.aliased_variable?.id !== id && variable.overridden_variable?.id !== id,
      );
      return { status: 204 };
    }),
    route('GET', '/job/:jobId/environmentVariable', 'read', (context) => {
      const job = store.job(context.params['jobId']!);
      return { status: 200, body: paginate(store.jobVariables.get(job.id) ?? [], context.query) };
    }),
    route('POST', '/job/:jobId/environmentVariable', 'write', (context) => {
      const job = store.job(context.params['jobId']!);
      const body = parseBody(EnvironmentVariableRequest, context.body);
      const own = store.jobVariables.get(job.id) ?? [];
      const previous = own.find((each) => each.key === body.key);
      const variable: EnvironmentVariable = {
        id: previous?.id ?? randomUUID(),
        created_at: previous?.created_at ?? iso(context.now),
        updated_at: iso(context.now),
        ...fieldsOf(body),
        ...(body.value === undefined ? {} : { value: body.value }),
        scope: 'JOB',
        variable_type: 'VALUE',
        owned_by: 'emulator',
      };
      store.jobVariables.set(job.id, [...own.filter((each) => each !== previous), variable]);
      return { status: 201, body: variable };
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
      if (index < 0) {
        refuseHigher(store, record, id, 'edit');
        throw notFound('environment variable', id);
      }
      const body = parseBody(EnvironmentVariableRequest, context.body);
      const current = record.variables[index]!;
      if (record.variables.some((other) => other !== current && other.key === body.key)) {
        throw new ApiError(400, `a variable with key "${body.key}" already exists in environment ${record.environment.id}`);
      }
      if (current.variable_type === 'OVERRIDE' && body.key !== current.key) {
        throw new ApiError(400, `"${current.key}" is an override: its key cannot be edited`);
      }
      if (current.variable_type === 'ALIAS' && body.value !== undefined && body.value !== current.value) {
        throw new ApiError(400, `"${current.key}" is an alias: its value cannot be edited`);
      }
      const edited = { ...current, ...fieldsOf(body), value: body.value ?? current.value, updated_at: iso(context.now) };
      record.variables[index] = edited;
      return { status: 200, body: edited };
    }),
  ];
}

const SERVICE_SCOPES = ['APPLICATION', 'CONTAINER', 'JOB'];

/** The service `GET /variable` names by scope and id: its environment, and its own variables (an application's, a job's). */
function serviceOf(store: Store, scope: string, id: string): { record: EnvironmentRecord; own: EnvironmentVariable[] } {
  if (scope === 'APPLICATION') {
    const application = store.application(id);
    const own = application.variables.map((variable): EnvironmentVariable => ({
      id: variable.id,
      created_at: application.created_at,
      key: variable.key,
      value: variable.value,
      mount_path: null,
      scope: 'APPLICATION',
      variable_type: 'VALUE',
      owned_by: 'emulator',
    }));
    return { record: store.environment(application.environmentId), own };
  }
  if (scope === 'CONTAINER') return { record: store.environment(store.container(id).environmentId), own: [] };
  const job = store.job(id);
  return { record: store.environment(job.environment.id), own: store.jobVariables.get(job.id) ?? [] };
}

function secretsOf(record: EnvironmentRecord): Secret[] {
  return record.secrets.map((entry) => entry.secret);
}

/** The variables of the scopes above the environment's that it sees: its services' built-in ones and its project's. */
function higherOf(store: Store, record: EnvironmentRecord): EnvironmentVariable[] {
  return [...builtInVariablesOf(store, record), ...(store.projectVariables.get(record.environment.project.id) ?? [])];
}

/**
 * The variable an override or an alias at the environment's level is made of: one of a higher
 * scope the environment sees (404 for an id it does not), never one of its own (400, the
 * OpenAPI's "Can't create … on a higher scope"), never an alias (400).
 */
function higherScoped(store: Store, record: EnvironmentRecord, id: string, what: 'override' | 'alias'): EnvironmentVariable {
  const target = higherOf(store, record).find((variable) => variable.id === id);
  if (target) {
    if (what === 'alias' && target.variable_type === 'ALIAS')
      throw new ApiError(400, `"${target.key}" is an alias: an alias cannot be aliased`);
    return target;
  }
  if (record.variables.some((variable) => variable.id === id)) {
    throw new ApiError(
      400,
      `Can't create an ${what} on a higher scope: variable ${id} is the environment's own. Scope hierarchy is BUILT_IN > PROJECT > ENVIRONMENT > APPLICATION`,
    );
  }
  throw notFound('environment variable', id);
}

/** A built-in or a project's variable, named by the environment's routes: not the environment's to change (400). */
function refuseHigher(store: Store, record: EnvironmentRecord, id: string, what: 'delete' | 'edit'): void {
  const higher = higherOf(store, record).find((variable) => variable.id === id);
  if (!higher) return;
  if (higher.scope === 'BUILT_IN') throw new ApiError(400, `You can't ${what} a BUILT_IN variable ("${higher.key}"): override it instead`);
  throw new ApiError(400, `"${higher.key}" is a ${higher.scope} variable, not the environment's: override it instead`);
}

/** What an override or an alias says of its variable (OpenAPI `EnvironmentVariableOverride`/`Alias`: every member required). */
function refTo(variable: EnvironmentVariable): NonNullable<EnvironmentVariable['aliased_variable']> {
  return {
    id: variable.id,
    key: variable.key,
    value: variable.value ?? '',
    mount_path: variable.mount_path ?? '',
    scope: variable.scope,
    variable_type: variable.variable_type,
  };
}

/** The members a `VariableResponse` has of a variable: a null description or flag is left out, as the OpenAPI has no null there. */
function variableResponse(variable: EnvironmentVariable) {
  const { id, created_at, updated_at, key, value, mount_path, scope, variable_type, owned_by, description } = variable;
  const reference = (ref: EnvironmentVariable['aliased_variable']) =>
    ref && { id: ref.id, key: ref.key, mount_path: ref.mount_path, scope: ref.scope, variable_type: ref.variable_type };
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
    ...(variable.service_id ? { service_id: variable.service_id } : {}),
    ...(variable.service_name ? { service_name: variable.service_name } : {}),
    ...(variable.service_type ? { service_type: variable.service_type } : {}),
    ...(variable.aliased_variable ? { aliased_variable: reference(variable.aliased_variable) } : {}),
    ...(variable.overridden_variable ? { overridden_variable: reference(variable.overridden_variable) } : {}),
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

/**
 * What the environment (or, with `own`, one of its services) sees, one variable per key, the
 * lowest scope winning: its services' built-in variables, its project's, its own, then the
 * service's. An alias reads the value its variable's key has there, an override of it included.
 */
function visibleTo(store: Store, record: EnvironmentRecord, own: readonly EnvironmentVariable[] = []): EnvironmentVariable[] {
  const byKey = new Map<string, EnvironmentVariable>();
  for (const variable of [...higherOf(store, record), ...record.variables, ...own]) {
    byKey.delete(variable.key);
    byKey.set(variable.key, variable);
  }
  return [...byKey.values()].map((variable) => {
    const aliased = variable.variable_type === 'ALIAS' && variable.aliased_variable ? byKey.get(variable.aliased_variable.key) : undefined;
    return answered(store, aliased?.value === undefined ? variable : { ...variable, value: aliased.value });
  });
}

/** A built-in variable as the answers give it: without the members the test knob leaves out. */
function answered(store: Store, variable: EnvironmentVariable): EnvironmentVariable {
  if (variable.scope !== 'BUILT_IN' || store.builtInsWithout.size === 0) return variable;
  const kept: Record<string, unknown> = { ...variable };
  for (const member of store.builtInsWithout) delete kept[member];
  return kept as EnvironmentVariable;
}

/** The variables a service of the environment is given when it deploys, by key: what it sees, secrets left out. */
export function serviceEnvironmentOf(store: Store, record: EnvironmentRecord, serviceId: string): Record<string, string> {
  const application = store.applications.get(serviceId);
  const own = application
    ? serviceOf(store, 'APPLICATION', serviceId).own
    : store.jobs.has(serviceId)
      ? serviceOf(store, 'JOB', serviceId).own
      : [];
  const entries = visibleTo(store, record, own).flatMap((variable) =>
    variable.value === undefined ? [] : [[variable.key, variable.value]],
  );
  return Object.fromEntries(entries) as Record<string, string>;
}

/**
 * A clone's variables: the source's own, with its overrides and aliases of a built-in variable
 * made of the clone's one of the same service (its key names the clone's service); one of a
 * service the clone lacks is left out. Overrides and aliases of a project's variable stay so.
 */
export function copyVariables(store: Store, source: EnvironmentRecord, clone: EnvironmentRecord, now: number): void {
  for (const variable of source.variables) {
    const ref = variable.overridden_variable ?? variable.aliased_variable;
    if (!ref || (variable.variable_type !== 'OVERRIDE' && variable.variable_type !== 'ALIAS')) {
      upsertVariable(clone, variableInput(variable), now);
      continue;
    }
    const target =
      ref.scope === 'BUILT_IN' ? counterpartOf(store, ref, source, clone) : higherOf(store, clone).find((each) => each.id === ref.id);
    if (!target) continue;
    const copy: EnvironmentVariable = {
      ...structuredClone(variable),
      id: randomUUID(),
      created_at: iso(now),
      updated_at: iso(now),
      ...(variable.variable_type === 'OVERRIDE'
        ? { key: target.key, overridden_variable: refTo(target) }
        : { aliased_variable: refTo(target) }),
    };
    clone.variables = [...clone.variables.filter((each) => each.key !== copy.key), copy];
  }
}

/** One variable per key: a second POST of the key replaces the first (the OpenAPI's words). */
function upsertVariable(record: EnvironmentRecord, input: EnvironmentVariableRequest, now: number): EnvironmentVariable {
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
function variableInput(variable: EnvironmentVariable): EnvironmentVariableRequest {
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
