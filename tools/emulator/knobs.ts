/**
 * The test knobs under `/_emulator/`, never part of the platform's API: the requests recorded,
 * the faults, what a service's link answers, a version or a service that fails, a service's size,
 * the jobs of a name that fail and one job's runs, the emulator's clock, an environment's dates,
 * the members the built-in variables' answers leave out.
 */
import { iso } from './dates.ts';
import type { FaultInjector } from './faults.ts';
import { ApiError, type Answer } from './http.ts';
import { jsonOrText } from './request-body.ts';
import { serviceHttpOf, type ServiceHttp } from './service-http.ts';
import { versionFailureOf, type VersionFailure } from './version-failures.ts';
import type { JobRun } from './job-runs.ts';
import type { ServiceResources } from './service-records.ts';
import { BUILT_IN_MEMBERS, type BuiltInMember } from './store.ts';

export interface Knobs {
  /** Moves an environment's dates, for `POST /_emulator/environments/{id}/dates`. */
  setDates?: (environmentId: string, dates: { createdAt?: number; lastDeploymentAt?: number }) => void;
  /** Makes one version of a service fail, for `POST /_emulator/services/{id}/versions`. */
  failVersion?: (serviceId: string, version: string, failure: VersionFailure | undefined) => void;
  /** The variables a service was given at its last deployment, for `GET /_emulator/services/{id}/environment`. */
  serviceEnvironment?: (serviceId: string) => Record<string, string> | undefined;
  /** The clock deployment rules are honoured on, for `GET` and `PUT /_emulator/clock`. */
  clock?: { now(): number; setClock(at: number): void };
  faults: FaultInjector;
  /** What each service's link answers (service-http.ts), and whether the service has deployed. */
  services?: { http: ServiceHttp; deployed: (serviceId: string) => boolean };
  /**
   * Commits found only at a pull request's ref, for `POST /_emulator/pull-request-commits`, and
   * whether a git build fetches them, for `PUT /_emulator/pull-request-refs`.
   */
  pullRequestRefs?: { add(commit: string, pullRequest: number): void; set(mode: 'build' | 'fail'): void };
  /** Every deployment of the service ends so, for `POST /_emulator/services/{id}/failure`. */
  failService?: (serviceId: string, failure: ServiceFailure | undefined) => void;
  /** A service's size as its answers report it, for `POST /_emulator/services/{id}/resources`. */
  setResources?: (serviceId: string, resources: Partial<ServiceResources>) => void;
  /** How the jobs of a name end, for `POST /_emulator/jobs/failure`; one job's runs, for `GET /_emulator/jobs/{id}/runs`. */
  jobs?: {
    fail(name: string, failure: ServiceFailure | undefined): void;
    runs(jobId: string): JobRun[];
    /** How long the jobs of a name deploy, for `POST /_emulator/jobs/duration`; undefined: as every service. */
    deployFor(name: string, deployMs: number | undefined): void;
  };
  /** The members the built-in variables' answers leave out, for `PUT /_emulator/built-in-variables` with `{"without": [...]}`. */
  builtInsWithout?: (members: BuiltInMember[]) => void;
}

type ServiceFailure = 'fail-build' | 'fail-deploy' | 'hang';
const SERVICE_FAILURES: readonly ServiceFailure[] = ['fail-build', 'fail-deploy', 'hang'];

/** `{"failure": "fail-build" | "fail-deploy" | "hang" | null}`: null clears it. */
function failureOf(body: unknown): ServiceFailure | undefined {
  const failure = typeof body === 'object' && body !== null ? (body as { failure?: unknown }).failure : 'missing';
  if (failure === null) return undefined;
  if (typeof failure === 'string' && (SERVICE_FAILURES as readonly string[]).includes(failure)) return failure as ServiceFailure;
  throw new ApiError(400, `send {"failure": ${SERVICE_FAILURES.map((each) => `"${each}"`).join(' | ')} | null}`);
}

const RESOURCE_MEMBERS = ['cpu', 'memory', 'min_running_instances', 'max_running_instances'] as const;

/** `{cpu?, memory?, min_running_instances?, max_running_instances?}`, whole numbers (max may be -1: no limit). */
function resourcesOf(body: unknown): Partial<ServiceResources> {
  const refused = new ApiError(
    400,
    'send {"cpu"?: millicores, "memory"?: MiB, "min_running_instances"?: integer, "max_running_instances"?: integer}',
  );
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw refused;
  const resources: Partial<ServiceResources> = {};
  for (const [key, value] of Object.entries(body)) {
    const member = RESOURCE_MEMBERS.find((each) => each === key);
    if (!member || !Number.isInteger(value) || (value as number) < (member === 'max_running_instances' ? -1 : 0)) throw refused;
    resources[member] = value as number;
  }
  return resources;
}

/** The knob's answer; an ApiError for a knob that does not exist or a body it cannot take. `requests` is what the server recorded. */
export function answerKnob(knobs: Knobs, requests: unknown[], method: string, path: string, rawBody: string): Answer {
  const { faults } = knobs;
  if (path === '/_emulator/requests' && method === 'GET') return { status: 200, body: { results: requests } };
  if (path === '/_emulator/requests' && method === 'DELETE') {
    requests.length = 0;
    return { status: 204 };
  }
  if (path === '/_emulator/faults' && method === 'GET') return { status: 200, body: faults.current() };
  if (path === '/_emulator/faults' && (method === 'PUT' || method === 'POST')) {
    const body = jsonOrText(rawBody);
    const spec = typeof body === 'object' && body !== null && 'spec' in body ? (body as { spec: unknown }).spec : body;
    try {
      faults.set(spec as string);
    } catch (error) {
      throw new ApiError(400, error instanceof Error ? error.message : 'invalid fault spec');
    }
    return { status: 200, body: faults.current() };
  }
  const http = /^\/_emulator\/services\/([^/]+)\/http$/.exec(path);
  if (http && method === 'POST' && knobs.services) {
    const knob = serviceHttpOf(jsonOrText(rawBody));
    if (typeof knob === 'string') throw new ApiError(400, knob);
    knobs.services.http.set(http[1]!, knob.status, knob.forSeconds);
    return { status: 204 };
  }
  const versions = /^\/_emulator\/services\/([^/]+)\/versions$/.exec(path);
  if (versions && method === 'POST' && knobs.failVersion) {
    const knob = versionFailureOf(jsonOrText(rawBody));
    if (typeof knob === 'string') throw new ApiError(400, knob);
    knobs.failVersion(versions[1]!, knob.version, knob.failure);
    return { status: 204 };
  }
  const environment = /^\/_emulator\/services\/([^/]+)\/environment$/.exec(path);
  if (environment && method === 'GET' && knobs.serviceEnvironment) {
    const variables = knobs.serviceEnvironment(environment[1]!);
    if (!variables) throw new ApiError(404, `service ${environment[1]!} has not deployed since the emulator started`);
    return { status: 200, body: { variables } };
  }
  if (path === '/_emulator/services/requests' && method === 'GET' && knobs.services)
    return { status: 200, body: { results: knobs.services.http.requests } };
  const { clock } = knobs;
  if (path === '/_emulator/clock' && clock && method === 'GET') return { status: 200, body: { now: iso(clock.now()) } };
  if (path === '/_emulator/clock' && clock && (method === 'PUT' || method === 'POST')) {
    const body = jsonOrText(rawBody);
    const given = typeof body === 'object' && body !== null ? (body as { now?: unknown }).now : undefined;
    const at = typeof given === 'string' ? Date.parse(given) : Number.NaN;
    if (Number.isNaN(at)) throw new ApiError(400, 'send {"now": date-time}');
    clock.setClock(at);
    return { status: 200, body: { now: iso(clock.now()) } };
  }
  const refs = knobs.pullRequestRefs;
  if (path === '/_emulator/pull-request-commits' && method === 'POST' && refs) {
    const body = jsonOrText(rawBody) as { commit?: unknown; pull_request?: unknown } | null;
    const commit = typeof body?.commit === 'string' ? body.commit : '';
    const number = typeof body?.pull_request === 'number' ? body.pull_request : 0;
    if (!/^[0-9a-f]{40}$/i.test(commit) || !(number > 0))
      throw new ApiError(400, 'send {"commit": 40 hex characters, "pull_request": number}');
    refs.add(commit, number);
    return { status: 204 };
  }
  if (path === '/_emulator/pull-request-refs' && (method === 'PUT' || method === 'POST') && refs) {
    const body = jsonOrText(rawBody) as { builds?: unknown } | null;
    if (body?.builds !== 'build' && body?.builds !== 'fail') throw new ApiError(400, 'send {"builds": "build" | "fail"}');
    refs.set(body.builds);
    return { status: 204 };
  }
  const failure = /^\/_emulator\/services\/([^/]+)\/failure$/.exec(path);
  if (failure && method === 'POST' && knobs.failService) {
    knobs.failService(failure[1]!, failureOf(jsonOrText(rawBody)));
    return { status: 204 };
  }
  const resources = /^\/_emulator\/services\/([^/]+)\/resources$/.exec(path);
  if (resources && method === 'POST' && knobs.setResources) {
    knobs.setResources(resources[1]!, resourcesOf(jsonOrText(rawBody)));
    return { status: 204 };
  }
  if (path === '/_emulator/jobs/failure' && method === 'POST' && knobs.jobs) {
    const body = jsonOrText(rawBody) as { name?: unknown } | null;
    if (typeof body?.name !== 'string' || body.name === '') throw new ApiError(400, 'send {"name": a job\'s name, "failure": …}');
    knobs.jobs.fail(body.name, failureOf(body));
    return { status: 204 };
  }
  if (path === '/_emulator/jobs/duration' && method === 'POST' && knobs.jobs) {
    const body = jsonOrText(rawBody) as { name?: unknown; deploy_ms?: unknown } | null;
    const deployMs = body?.deploy_ms;
    const valid = deployMs === null || (typeof deployMs === 'number' && Number.isInteger(deployMs) && deployMs >= 0);
    if (typeof body?.name !== 'string' || body.name === '' || !valid) {
      throw new ApiError(400, 'send {"name": a job\'s name, "deploy_ms": platform milliseconds (a whole number ≥ 0) | null}');
    }
    knobs.jobs.deployFor(body.name, deployMs === null ? undefined : (deployMs as number));
    return { status: 204 };
  }
  if (path === '/_emulator/built-in-variables' && (method === 'PUT' || method === 'POST') && knobs.builtInsWithout) {
    const without = (jsonOrText(rawBody) as { without?: unknown } | null)?.without;
    const valid = Array.isArray(without) && without.every((member) => (BUILT_IN_MEMBERS as readonly unknown[]).includes(member));
    if (!valid) throw new ApiError(400, `send {"without": [${BUILT_IN_MEMBERS.map((each) => `"${each}"`).join(', ')}] or a part of it}`);
    knobs.builtInsWithout(without as BuiltInMember[]);
    return { status: 204 };
  }
  const runs = /^\/_emulator\/jobs\/([^/]+)\/runs$/.exec(path);
  if (runs && method === 'GET' && knobs.jobs) return { status: 200, body: { results: knobs.jobs.runs(runs[1]!) } };
  const dates = /^\/_emulator\/environments\/([^/]+)\/dates$/.exec(path);
  if (dates && method === 'POST' && knobs.setDates) {
    knobs.setDates(dates[1]!, datesOf(jsonOrText(rawBody)));
    return { status: 204 };
  }
  throw new ApiError(404, `no emulator operation ${method} ${path}`);
}

/** `{created_at?, last_deployment_date?}` as ISO date-times, each optional; 400 on anything else. */
function datesOf(body: unknown): { createdAt?: number; lastDeploymentAt?: number } {
  if (typeof body !== 'object' || body === null)
    throw new ApiError(400, 'send {"created_at"?: date-time, "last_deployment_date"?: date-time}');
  const dates: { createdAt?: number; lastDeploymentAt?: number } = {};
  for (const [field, key] of [
    ['created_at', 'createdAt'],
    ['last_deployment_date', 'lastDeploymentAt'],
  ] as const) {
    const value = (body as Record<string, unknown>)[field];
    if (value === undefined) continue;
    const at = typeof value === 'string' ? Date.parse(value) : Number.NaN;
    if (Number.isNaN(at)) throw new ApiError(400, `${field} must be an ISO 8601 date-time`);
    dates[key] = at;
  }
  return dates;
}
