/**
 * The Platform API emulator, started in-process: a real HTTP server on loopback with seeded
 * state, tokens of every scope, a deployment engine running in real time, and fault injection.
 * `cli.ts` starts the same thing for `npm run emulator`.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { Environment, EnvironmentStatus, EnvironmentVariable, Job, Secret } from './schemas/index.ts';
import { createTokens, RateLimiter, type Tokens } from './auth.ts';
import { DEFAULT_DURATIONS, DeploymentEngine, type Durations, type OtherService } from './engine.ts';
import { FaultInjector, seededRandom, type FaultSpec } from './faults.ts';
import { deployRoutes } from './routes-deploy.ts';
import { deploymentRuleRoutes } from './routes-deployment-rules.ts';
import { deploymentStageRoutes } from './routes-deployment-stages.ts';
import { ApiError, notFound } from './http.ts';
import { environmentRoutes } from './routes-environments.ts';
import { jobRoutes } from './routes-jobs.ts';
import { PlatformLogs } from './logs.ts';
import { logRoutes } from './routes-logs.ts';
import { historyRoutes } from './routes-history.ts';
import { runningVersion } from './history.ts';
import { organizationRoutes } from './routes-organization.ts';
import { secretRoutes } from './routes-secrets.ts';
import { serviceEnvironmentOf, variableRoutes } from './routes-variables.ts';
import { serviceRoutes } from './routes-services.ts';
import { seedPlatform, type SeedIds } from './seed.ts';
import { ACME_REGISTRY, addContainer, setResources } from './services.ts';
import { addSeedJob, type SeedJobOptions } from './seed-job.ts';
import { jobRunsOf, type JobRun } from './job-runs.ts';
import type { ServiceResources } from './service-records.ts';
import { ServiceHttp, SERVICE_PATH, type ServiceRequest } from './service-http.ts';
import { PlatformServer, type RecordedRequest, type SentAnswer } from './server.ts';
import { EmulatorClock, iso } from './dates.ts';
import { lackedAnswer, type LackedAnswer, type LackedOperation } from './lacks.ts';
import { Store, type EnvironmentRecord } from './store.ts';
import type { DeploymentRequest } from './deployment-request.ts';
import { versionKey, type VersionFailure } from './version-failures.ts';
import { WebhookDeliveries } from './webhooks.ts';
import { WorkingHours } from './working-hours.ts';

export type { RecordedRequest, SentAnswer } from './server.ts';

export interface EmulatorOptions {
  /** 0 (default) picks a free port; the server listens on 127.0.0.1 only. */
  port?: number;
  /** Requests per token and window; default 1000 per 3600 s. */
  rateLimit?: { limit: number; windowSeconds: number };
  /** The rate limit's clock (default the wall's), for a benchmark that runs an hour on a scaled clock. */
  rateLimitClock?: () => number;
  /**
   * Multiplies every deployment duration, the faults' latency and a trickling answer's pace; default 1. Reported
   * durations stay in platform seconds. A run of the action paired with it scales its own waits
   * by as much (PLATFORM_DEPLOY_TIME_SCALE).
   */
  speed?: number;
  /** How long (wall-clock ms, not scaled) `GET /environment/{id}/status` shows the previous state after a trigger; default 3000. */
  staleMs?: number;
  /**
   * A trigger while a deployment runs: queued behind it, as the platform has done since 2025
   * (default), or refused with 409 "operation in progress" as older servers still do.
   */
  busy?: '409' | 'queue';
  /** `{status, error, message}` (default, the spec's) or `{status, detail}` (the live service's). */
  errorShape?: 'spec' | 'upstream';
  /**
   * Whether a git build of a commit found only at `refs/pull/N/head` (a fork's, see
   * `addPullRequestCommit`) builds (default) or fails BUILD_ERROR, the fetch refused: the platform
   * does not document which it does.
   */
  pullRequestRefs?: 'build' | 'fail';
  /** An unknown `deploymentRequestId`: 404 (default) or 200 with an empty object. */
  unknownRequest?: '404' | 'empty';
  /**
   * What an older server lacks: `statusesWithStages`, `deploymentStage`, `deploymentHistory` (the
   * first form; the V2 one stays), `deploymentQueue` or `services` (the one list of every kind;
   * the lists by kind stay) or `variable` (`GET /variable`; the environment's lists of variables
   * and of secrets stay) answer as unknown operations (see `lacksAnswer`); `metrics` makes every
   * environment status carry `metrics: null`.
   */
  lacks?: ReadonlyArray<LackedOperation>;
  /**
   * How a lacked operation answers: 404 as an unknown route (default), 405 as a method the path
   * does not allow (with an empty `Allow`), or 501 as an operation the server does not implement.
   */
  lacksAnswer?: LackedAnswer;
  /** Operations (`GET /environment/:environmentId/logs`) that answer 403, as to a token whose role may not use them. */
  forbidden?: readonly string[];
  /** `5xx=0.2,reset=0.05,latency=300,unknown-state=0.1,429-burst=3`, or the same as an object. */
  faults?: string | FaultSpec;
  /**
   * A hostile platform: every `service/deploy` answers 400 with a message that quotes the value
   * of the environment's secret set last, as is and in base64 (the echo a redaction must catch).
   */
  echoSecretOnServiceDeploy?: boolean;
  /** Seeds the fault generator so a test sees the same faults every run. */
  seed?: number;
  /** Seeds a second cluster with an environment in it, `staging-us` (seed.ts `SeedOptions`); its ids are in `seed`. */
  secondCluster?: boolean;
  /** Planned durations in platform ms, before `speed`. */
  durations?: Partial<Durations>;
  /** The build time (platform ms) of the services of these names, in place of `durations.buildMs`. */
  buildMsByService?: Readonly<Record<string, number>>;
  /** Builds that run at once (the platform's builders); the others wait in BUILD_QUEUEING. Default unlimited. */
  builders?: number;
  /**
   * A fixture: services of the kinds the engine does not run (databases, helm charts, terraform,
   * agentic workflows) that `statusesWithStages` lists in the named stage with the figures given.
   */
  otherServices?: readonly OtherService[];
  /** Lines each build prints to the deployment log; default 6 (the platform answers the last 1000 entries). */
  buildLogLines?: number;
  /** One line per request (method, path, status, scope) and per problem; never a token or a body. */
  log?: (line: string) => void;
  /**
   * Every trigger (deploy, redeploy, service deploy, environment or job clone) answers its 2xx
   * with no body, as some servers do (upstream notes: "A redeploy may answer 202 with no body").
   */
  emptyTriggers?: boolean;
  /** Sees every API answer as sent (the contract test judges them); `observeAnswers` sees those of every emulator. */
  onAnswer?: (answer: SentAnswer) => void;
  /**
   * A lifecycle job `seed-data` in the blueprint (seed-job.ts), in a stage `data` before the others
   * (or `placement: 'after'`), that fails as `failure` says: `true` for the defaults. Off by default.
   */
  seedJob?: boolean | SeedJobOptions;
}

const answerObservers = new Set<(answer: SentAnswer) => void>();

/** Every answer of every emulator started in this process from now on, until the returned function is called. */
export function observeAnswers(observer: (answer: SentAnswer) => void): () => void {
  answerObservers.add(observer);
  return () => answerObservers.delete(observer);
}

export interface Emulator {
  /** http://127.0.0.1:<port> */
  url: string;
  /** The `speed` it was started with: a run of the action paired with it scales its own waits by as much. */
  speed: number;
  tokens: Tokens;
  /** With `seedJob`, `seedJobId` is the blueprint's `seed-data` job. */
  seed: SeedIds & { seedJobId?: string };
  /** The operations served, as method and path pattern. */
  routes(): Array<{ method: string; pattern: string }>;
  /** Every API request received, oldest first: method, path, query, status, scope; never bodies. */
  requests(): RecordedRequest[];
  clearRequests(): void;
  setFaults(spec: string | FaultSpec): void;
  /** The environments that exist (deleted ones excluded). */
  environments(): Environment[];
  /** The current status, without the stale window; undefined once the environment is gone. */
  environmentStatus(environmentId: string): EnvironmentStatus | undefined;
  jobs(environmentId: string): Job[];
  /** Secrets as the API shows them: no values. */
  secrets(environmentId: string): Secret[];
  /** Whether the secret `key` holds exactly `value`, without exposing what it holds. */
  secretHolds(environmentId: string, key: string, value: string): boolean;
  /** The environment's own variables, as the API shows them. */
  variables(environmentId: string): EnvironmentVariable[];
  /**
   * Test knob, never part of an answer's shape: moves an environment's `created_at` and its last
   * deployment (`last_deployment_date`; one is recorded when it never deployed) into the past.
   */
  setDates(environmentId: string, dates: { createdAt?: number; lastDeploymentAt?: number }): void;
  /**
   * Test knob: the service's next deployments end in BUILD_ERROR (`fail-build`), DEPLOYMENT_ERROR
   * (`fail-deploy`) or never (`hang`) whatever its version; undefined clears it. Never visible in an answer.
   */
  failService(serviceId: string, failure: 'fail-build' | 'fail-deploy' | 'hang' | undefined): void;
  /**
   * Test knob (also `POST /_emulator/jobs/failure` with `{"name", "failure"}`): every job of that
   * name, in every environment and every clone to come, ends so; undefined clears it.
   */
  failJob(name: string, failure: 'fail-build' | 'fail-deploy' | 'hang' | undefined): void;
  /**
   * Test knob (also `POST /_emulator/jobs/duration` with `{"name", "deploy_ms"}`): the DEPLOYMENT step
   * of every job of that name, in every environment and every clone to come, takes this many
   * platform ms (before `speed`); undefined: `durations.deployMs`, as every service.
   */
  setJobDuration(name: string, deployMs: number | undefined): void;
  /** Every run of the job, oldest first, with the event it ran (also `GET /_emulator/jobs/{jobId}/runs`). */
  jobRuns(jobId: string): JobRun[];
  /**
   * Test knob (also `POST /_emulator/services/{serviceId}/resources`): the size the service's
   * answers report, CPU in millicores, memory in MiB, its instances (not a job's: it has none).
   */
  setResources(serviceId: string, resources: Partial<ServiceResources>): void;
  /**
   * Test knob (also `POST /_emulator/services/{serviceId}/versions` with `{"version", "failure"}`):
   * deployments of the service at `version` end as `fail-build`, `fail-deploy` or `hang` would, or
   * (`unhealthy`) deploy while its link answers 503 as long as it runs that version; the service's
   * other versions deploy as usual; undefined clears it. Never visible in an answer.
   */
  failVersion(serviceId: string, version: string, failure: VersionFailure | undefined): void;
  /**
   * Test knob (also `POST /_emulator/pull-request-commits` with `{"commit", "pull_request"}`): the
   * commit is in the repository only at `refs/pull/N/head`, as a fork's is. Never visible in an answer.
   */
  addPullRequestCommit(commit: string, pullRequest: number): void;
  /** Test knob (also `PUT /_emulator/pull-request-refs` with `{"builds"}`): whether such a commit's git build fetches it. */
  setPullRequestRefs(mode: 'build' | 'fail'): void;
  /**
   * Adds a container running `image_name:tag` to the environment, as the console would (the
   * action never creates one, so no API route is emulated for it); answers its id. With `port`, it serves HTTP there and has a public link once deployed.
   */
  addContainer(environmentId: string, container: { name: string; image_name: string; tag: string; port?: number }): string;
  /** Test knob: renames a deployment stage of the environment, as the console would (no API route is emulated). */
  renameStage(environmentId: string, name: string, newName: string): void;
  /**
   * Test knob (also `GET /_emulator/services/{serviceId}/environment`): the variables the service
   * was given at its last deployment the engine ran to DEPLOYED, by key, its environment's
   * overrides and aliases resolved, secrets left out; undefined when it never deployed so.
   */
  serviceEnvironment(serviceId: string): Record<string, string> | undefined;
  /** Every request a service's link received, oldest first (also `GET /_emulator/services/requests`). */
  serviceRequests(): ServiceRequest[];
  /**
   * Test knob (also `POST /_emulator/services/{serviceId}/http`): the service's link answers
   * `status` for `forSeconds` of platform time (at `speed`) counted from its next request, or for good without it; 200 for good clears it.
   */
  setServiceHttp(serviceId: string, status: number, forSeconds?: number): void;
  /**
   * Test knob: the emulator's clock, on which deployment rules are honoured, reads `at` (epoch ms)
   * from now on and runs on from there; an environment whose `auto_stop` hours end or begin is
   * stopped or started at once. Also `PUT /_emulator/clock` with `{"now": date-time}`.
   */
  setClock(at: number): void;
  /** Closes the server, its connections, every timer and pending webhook delivery. */
  close(): Promise<void>;
}

/** Moves a whole deployment request in time so that it started at `startedAt`. */
function shiftRequest(request: DeploymentRequest, startedAt: number): void {
  const by = startedAt - (request.startedAt ?? request.createdAt);
  const move = (at: number | undefined) => (at === undefined ? undefined : at + by);
  request.createdAt += by;
  request.startedAt = move(request.startedAt) ?? startedAt;
  request.endedAt = move(request.endedAt);
  for (const stage of request.stages) {
    stage.startedAt = move(stage.startedAt);
    stage.endedAt = move(stage.endedAt);
    for (const timed of [...stage.steps, ...stage.services, ...stage.services.flatMap((service) => service.steps)]) {
      timed.startedAt = move(timed.startedAt);
      timed.endedAt = move(timed.endedAt);
    }
  }
}

export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const speed = options.speed ?? 1;
  if (!(speed > 0)) throw new Error('speed must be a positive number');
  const log = options.log ?? (() => {});
  const store = new Store();
  const deliveries = new WebhookDeliveries(store, log);
  const durations = { ...DEFAULT_DURATIONS, ...options.durations };
  const clock = new EmulatorClock();
  const logs = new PlatformLogs({ ...(options.buildLogLines === undefined ? {} : { buildLines: options.buildLogLines }) });
  const engine = new DeploymentEngine(store, {
    speed,
    staleMs: options.staleMs ?? 3000,
    busy: options.busy ?? 'queue',
    otherServices: options.otherServices ?? [],
    withMetrics: !options.lacks?.includes('metrics'),
    durations,
    ...(options.buildMsByService ? { buildMsByService: options.buildMsByService } : {}),
    ...(options.builders !== undefined ? { builders: options.builders } : {}),
    now: clock.now,
    onEvent: (event) => deliveries.deliver(event),
    onServiceChange: (change) => {
      logs.record(change);
      if (change.change === 'deployed') {
        store.deployedEnvironments.set(change.service.serviceId, serviceEnvironmentOf(store, change.record, change.service.serviceId));
      }
    },
  });
  const now = Date.now();
  const seeded = seedPlatform(store, engine, now, { secondCluster: options.secondCluster ?? false });
  const seedJob = options.seedJob
    ? addSeedJob(store, store.environment(seeded.blueprintEnvironmentId), now, options.seedJob === true ? {} : options.seedJob)
    : undefined;
  const seed = { ...seeded, ...(seedJob ? { seedJobId: seedJob.id } : {}) };
  const tokens = createTokens(now);
  const serviceHttp = new ServiceHttp(speed);
  // Known once the server listens; no link is read before that.
  let base = '';
  const hours = new WorkingHours(store, engine, clock);
  const platform = {
    serviceUrl: (serviceId: string) => `${base}${SERVICE_PATH}${serviceId}`,
    store,
    engine,
    hours,
    logs,
    unknownRequest: options.unknownRequest ?? '404',
    echoSecretOnServiceDeploy: options.echoSecretOnServiceDeploy ?? false,
    serviceDeployMs: (durations.buildMs + durations.deployMs) * speed,
    speed,
    otherServices: options.otherServices ?? [],
  };
  const faults = new FaultInjector(options.faults, seededRandom(options.seed ?? randomInt(2 ** 31)));
  const rateLimit = options.rateLimit ?? { limit: 1000, windowSeconds: 3600 };
  // `variable` is the one lacked list at the root (`GET /variable`); the others are an environment's.
  const lacking = new Set(
    (options.lacks ?? []).map((operation) => (operation === 'variable' ? '/variable' : `/environment/:environmentId/${operation}`)),
  );
  const lacksAnswer = options.lacksAnswer ?? 404;
  const routes = [
    ...environmentRoutes(platform),
    ...deploymentRuleRoutes(platform),
    ...secretRoutes(platform),
    ...variableRoutes(platform),
    ...jobRoutes(platform),
    ...organizationRoutes(platform),
    ...serviceRoutes(platform),
    ...deployRoutes(platform),
    ...logRoutes(platform),
    ...historyRoutes(platform),
    ...deploymentStageRoutes(platform),
  ]
    .filter((each) => lacksAnswer !== 404 || !lacking.has(each.pattern))
    .map((each) =>
      lacking.has(each.pattern) ? { ...each, handle: () => Promise.reject(lackedAnswer(lacksAnswer, each.method, each.pattern)) } : each,
    )
    .map((each) =>
      options.forbidden?.includes(`${each.method} ${each.pattern}`)
        ? { ...each, handle: () => Promise.reject(new ApiError(403, `your role may not use ${each.method} ${each.pattern}`)) }
        : each,
    );
  const live = (environmentId: string) => {
    const record = store.environments.get(environmentId);
    return record && !record.gone ? record : undefined;
  };
  const setDates = (environmentId: string, dates: { createdAt?: number; lastDeploymentAt?: number }) => {
    const record = live(environmentId);
    if (!record) throw notFound('environment', environmentId);
    if (dates.createdAt !== undefined) record.environment.created_at = iso(dates.createdAt);
    if (dates.lastDeploymentAt !== undefined) {
      if (!record.history.at(-1)) engine.recordPastDeployment(record, dates.lastDeploymentAt);
      shiftRequest(record.history.at(-1)!, dates.lastDeploymentAt);
    }
  };
  const failVersion = (serviceId: string, version: string, failure: VersionFailure | undefined) => {
    if (failure) store.versionFailures.set(versionKey(serviceId, version), failure);
    else store.versionFailures.delete(versionKey(serviceId, version));
  };
  // A service running an unhealthy version answers as one that has not come up: 503.
  const healthy = (record: EnvironmentRecord, serviceId: string) => {
    const version = runningVersion(record, serviceId);
    return version === undefined || store.versionFailures.get(versionKey(serviceId, version)) !== 'unhealthy';
  };
  if (options.pullRequestRefs) store.pullRequestRefs = options.pullRequestRefs;
  const pullRequestRefs = {
    add: (commit: string, pullRequest: number) => void store.pullRequestCommits.set(commit.toLowerCase(), pullRequest),
    set: (mode: 'build' | 'fail') => void (store.pullRequestRefs = mode),
  };
  const failService = (serviceId: string, failure: 'fail-build' | 'fail-deploy' | 'hang' | undefined) => {
    if (failure) store.failures.set(serviceId, failure);
    else store.failures.delete(serviceId);
  };
  const jobs = {
    fail: (name: string, failure: 'fail-build' | 'fail-deploy' | 'hang' | undefined) => {
      if (failure) store.jobFailures.set(name.toLowerCase(), failure);
      else store.jobFailures.delete(name.toLowerCase());
    },
    runs: (jobId: string) => jobRunsOf(store, jobId),
    deployFor: (name: string, deployMs: number | undefined) => {
      if (deployMs === undefined) store.jobDeployMs.delete(name.toLowerCase());
      else store.jobDeployMs.set(name.toLowerCase(), deployMs);
    },
  };
  const resize = (serviceId: string, resources: Partial<ServiceResources>) => setResources(store, serviceId, resources, clock.now());
  const server = new PlatformServer({
    tokens,
    failService,
    builtInsWithout: (members) => void (store.builtInsWithout = new Set(members)),
    setResources: resize,
    jobs,
    setDates,
    failVersion,
    pullRequestRefs,
    serviceEnvironment: (serviceId) => store.deployedEnvironments.get(serviceId),
    clock: hours,
    limiter: new RateLimiter(rateLimit.limit, rateLimit.windowSeconds),
    ...(options.rateLimitClock ? { limiterNow: options.rateLimitClock } : {}),
    faults,
    services: {
      http: serviceHttp,
      deployed: (serviceId) =>
        [...store.environments.values()].some(
          (record) => !record.gone && record.deployedServiceIds.has(serviceId) && healthy(record, serviceId),
        ),
    },
    errorShape: options.errorShape ?? 'spec',
    ...(options.emptyTriggers ? { emptyTriggers: true } : {}),
    speed,
    log,
    onAnswer: (answer) => {
      options.onAnswer?.(answer);
      for (const observer of answerObservers) observer(answer);
    },
    routes,
  });
  const port = await server.listen(options.port ?? 0);
  base = `http://127.0.0.1:${port}`;

  return {
    url: `http://127.0.0.1:${port}`,
    speed,
    tokens,
    seed,
    routes: () => routes.map((each) => ({ method: each.method, pattern: each.pattern })),
    requests: () => server.requests.map((request) => ({ ...request, query: { ...request.query } })),
    clearRequests: () => {
      server.requests.length = 0;
    },
    setFaults: (spec) => faults.set(spec),
    environments: () => [...store.environments.values()].filter((record) => !record.gone).map((record) => record.environment),
    environmentStatus: (environmentId) => {
      const record = live(environmentId);
      return record ? engine.status(record) : undefined;
    },
    jobs: (environmentId) => {
      const record = live(environmentId);
      return record ? store.jobsOf(record) : [];
    },
    secrets: (environmentId) => live(environmentId)?.secrets.map((entry) => entry.secret) ?? [],
    secretHolds: (environmentId, key, value) =>
      live(environmentId)?.secrets.some((entry) => entry.secret.key === key && entry.value === value) ?? false,
    variables: (environmentId) => live(environmentId)?.variables ?? [],
    renameStage: (environmentId, name, newName) => {
      const stage = store.environment(environmentId).stages.find((each) => each.name === name);
      if (!stage) throw new Error(`no stage ${name} in environment ${environmentId}`);
      stage.name = newName;
    },
    addContainer: (environmentId, { port, ...container }) => {
      const init = { ...container, registry: { ...ACME_REGISTRY }, ...(port ? { port: { id: randomUUID(), internal_port: port } } : {}) };
      return addContainer(store, store.environment(environmentId), init, clock.now()).id;
    },
    failService,
    failJob: jobs.fail,
    setJobDuration: jobs.deployFor,
    jobRuns: jobs.runs,
    setResources: resize,
    failVersion,
    addPullRequestCommit: pullRequestRefs.add,
    setPullRequestRefs: pullRequestRefs.set,
    serviceRequests: () => serviceHttp.requests.map((request) => ({ ...request })),
    serviceEnvironment: (serviceId) => {
      const variables = store.deployedEnvironments.get(serviceId);
      return variables && { ...variables };
    },
    setServiceHttp: (serviceId, status, forSeconds) => serviceHttp.set(serviceId, status, forSeconds),
    setDates,
    setClock: (at) => hours.setClock(at),
    close: async () => {
      hours.close();
      engine.close();
      deliveries.close();
      await server.close();
    },
  };
}
