/**
 * Figure: a new preview of a ten-service blueprint whose pull request changes one service, made
 * by the bundled action with `baseline` (the other nine shared from a deployed staging) beside
 * today's whole preview of the same pull request, in the same run. Services deployed, builds
 * started, trigger to ready (the run's trigger stage to the end of its wait, from the `metrics`
 * output's stages), and the platform requests of each run.
 */
import { startEmulator, type Emulator } from '../tools/emulator/index.ts';
import { startFakeGitHub } from '../tools/fake-github/index.ts';
import { pullRequestPayload, runAction } from '../tools/runner/child.ts';
import { markdownTable, median, verdict, type Figure } from './figure.ts';

export interface BaselineOptions {
  /** New previews measured on each side. */
  runs: number;
  /** Wall ms per platform ms. */
  speed: number;
  /** Builds the platform runs at once: a pool shared by the organization, so ten builds queue. */
  builders: number;
}

const SERVICES = Array.from({ length: 10 }, (_, index) => `svc${index}`);
const CHANGED = 'svc3';
/** Platform ms: a queue, a build of about a minute per application, its rollout. */
const DURATIONS = { queueMs: 5_000, buildMs: 60_000, deployMs: 15_000 };
const BASE = 'b'.repeat(40);
const HEAD = 'c'.repeat(40);

interface Measured {
  deployed: number;
  builds: number;
  seconds: number;
  requests: number;
}

async function call<T = { id: string }>(emulator: Emulator, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${emulator.url}${path}`, {
    method,
    headers: { authorization: `Token ${emulator.tokens.admin}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** A blueprint of ten applications of one repository, each built from its folder, and a staging cloned from it and deployed. */
async function tenServices(emulator: Emulator): Promise<{ blueprintId: string; stagingId: string }> {
  const blueprint = await call(emulator, 'POST', `/project/${emulator.seed.projectId}/environment`, { name: 'ten', mode: 'DEVELOPMENT' });
  for (const name of SERVICES) {
    await call(emulator, 'POST', `/environment/${blueprint.id}/application`, {
      name,
      git_repository: { url: 'https://github.com/acme/shop.git', branch: 'main', root_path: `/services/${name}` },
      ports: [{ internal_port: 8080, external_port: 443, protocol: 'HTTP', publicly_accessible: true }],
    });
  }
  const staging = await call(emulator, 'POST', `/environment/${blueprint.id}/clone`, { name: 'ten-staging', mode: 'STAGING' });
  const { results } = await call<{ results: { id: string }[] }>(emulator, 'GET', `/environment/${staging.id}/application`);
  await call(emulator, 'POST', `/environment/${staging.id}/service/deploy`, {
    applications: results.map((app) => ({ application_id: app.id, git_commit_id: BASE })),
  });
  for (;;) {
    const status = await call<{ state: string }>(emulator, 'GET', `/environment/${staging.id}/status`);
    if (status.state === 'DEPLOYED') break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { blueprintId: blueprint.id, stagingId: staging.id };
}

export async function baselineFigure(options: BaselineOptions): Promise<Figure> {
  const emulator = await startEmulator({ speed: options.speed, staleMs: 60, durations: DURATIONS, builders: options.builders });
  const pulls = Array.from({ length: options.runs * 2 }, (_, index) => 400 + index);
  const github = await startFakeGitHub({ pulls: pulls.map((number) => ({ number, headSha: HEAD })) });
  const measured = { shared: [] as Measured[], whole: [] as Measured[] };
  try {
    const { blueprintId, stagingId } = await tenServices(emulator);
    github.addCommit(BASE, undefined, ['README.md']);
    github.addCommit(HEAD, BASE, [`services/${CHANGED}/index.ts`]);
    const run = async (pull: number, shared: boolean): Promise<Measured> => {
      const before = emulator.requests().length;
      const result = await runAction({
        inputs: {
          'api-url': emulator.url,
          'api-token': emulator.tokens.admin,
          'github-token': github.token,
          environment: blueprintId,
          'github-deployment': 'false',
          ...(shared ? { baseline: stagingId } : { application: SERVICES.join('\n') }),
        },
        eventName: 'pull_request',
        event: pullRequestPayload(pull, HEAD, 'opened'),
        sha: HEAD,
        env: { GITHUB_API_URL: github.url },
        timeScale: options.speed,
      });
      if (result.exitCode !== 0 || result.outputs.outcome !== 'success') {
        throw new Error(`the run of #${pull} ended ${result.outputs.outcome}: ${result.stdout.slice(-600)}`);
      }
      const requests = emulator.requests().slice(before);
      const deploy = requests.find((request) => request.method === 'POST' && request.path.endsWith('/service/deploy')) as
        { body?: { applications?: unknown[] } } | undefined;
      const environmentId = result.outputs['environment-id']!;
      const { stages } = await call<{
        stages: { applications: { is_part_last_deployment: boolean; steps: { details: { step_name: string }[] } }[] }[];
      }>(emulator, 'GET', `/environment/${environmentId}/statusesWithStages`);
      const builds = stages
        .flatMap((stage) => stage.applications)
        .filter((app) => app.is_part_last_deployment && app.steps.details.some((step) => step.step_name === 'BUILD')).length;
      const status = await call<{ total_deployment_duration_in_seconds: number }>(emulator, 'GET', `/environment/${environmentId}/status`);
      return {
        deployed: deploy?.body?.applications?.length ?? 0,
        builds,
        seconds: status.total_deployment_duration_in_seconds,
        // The wait's status reads depend on how long the deployment takes: the requests besides them are compared.
        requests: requests.filter((request) => !/\/status$|\/statusesWithStages$|deploymentStatus|deploymentQueue/.test(request.path))
          .length,
      };
    };
    for (let index = 0; index < options.runs; index++) {
      measured.shared.push(await run(pulls[2 * index]!, true));
      measured.whole.push(await run(pulls[2 * index + 1]!, false));
    }
  } finally {
    await Promise.all([emulator.close(), github.close()]);
  }
  const middle = (rows: Measured[], key: keyof Measured) => median(rows.map((row) => row[key]));
  const shared = {
    deployed: middle(measured.shared, 'deployed'),
    builds: middle(measured.shared, 'builds'),
    seconds: middle(measured.shared, 'seconds'),
    requests: middle(measured.shared, 'requests'),
  };
  const whole = {
    deployed: middle(measured.whole, 'deployed'),
    builds: middle(measured.whole, 'builds'),
    seconds: middle(measured.whole, 'seconds'),
    requests: middle(measured.whole, 'requests'),
  };
  const ratio = (a: number, b: number) => (b === 0 ? Number.NaN : a / b);
  const timeRatio = ratio(shared.seconds, whole.seconds);
  const extra = shared.requests - whole.requests;
  const deployedMet = measured.shared.every((row) => row.deployed === 1);
  const timeMet = timeRatio <= 0.25;
  const requestsMet = extra <= 4;
  return {
    title: '14. A preview that shares a baseline: one service of ten changed',
    headline:
      `${shared.deployed} of ${SERVICES.length} services deployed, ${shared.builds} build, trigger to DEPLOYED ${timeRatio.toFixed(2)}× today's whole preview, ` +
      `${extra} more platform requests besides the wait's; ${verdict(deployedMet && timeMet && requestsMet)}`,
    method:
      `A blueprint of ten applications of one repository, each built from its folder, and a staging cloned from it and deployed, on the emulator ` +
      `(speed ${options.speed}; per application a ${DURATIONS.buildMs / 1000} s build and a ${DURATIONS.deployMs / 1000} s rollout, a ` +
      `${DURATIONS.queueMs / 1000} s queue, ${options.builders} builders for the platform, so builds beyond them wait in BUILD_QUEUEING). A pull request changes a file of ${CHANGED}. ${options.runs} new previews ` +
      "of it on each side, run by `node dist/index.js`: with `baseline: <staging>` (the nine others shared), and today's whole preview " +
      '(every application named in `application`). Deployed: applications in the deployment request; builds: applications of the deployment ' +
      "that went through BUILD; time: the platform's `total_deployment_duration_in_seconds`; requests: the emulator's, less the wait's status reads. Medians.",
    table: markdownTable(
      ['new preview', 'services deployed', 'builds started', 'trigger to DEPLOYED', 'platform requests'],
      [
        [
          'shares a baseline',
          `${shared.deployed} of ${SERVICES.length}`,
          String(shared.builds),
          `${shared.seconds} s`,
          String(shared.requests),
        ],
        [
          'whole preview (today)',
          `${whole.deployed} of ${SERVICES.length}`,
          String(whole.builds),
          `${whole.seconds} s`,
          String(whole.requests),
        ],
        [
          'ratio',
          ratio(shared.deployed, whole.deployed).toFixed(2),
          ratio(shared.builds, whole.builds).toFixed(2),
          timeRatio.toFixed(2),
          `+${extra}`,
        ],
      ],
    ),
    targets: [
      { target: 'a preview sharing a baseline deploys 1 of 10 services', met: deployedMet },
      { target: "its trigger to DEPLOYED ≤ 0.25× today's whole preview", met: timeMet },
      { target: "platform requests for a new preview at most 4 more than today's", met: requestsMet },
    ],
    notes: [
      `Deployed: ${shared.deployed} of ${SERVICES.length} (target 1): ${verdict(deployedMet)}.`,
      `Trigger to DEPLOYED: ${shared.seconds} s beside ${whole.seconds} s, ${timeRatio.toFixed(2)}× (target ≤ 0.25): ${verdict(timeMet)}.`,
      `Platform requests: ${extra} more (target ≤ 4): ${verdict(requestsMet)}. The overrides wiring the nine shared services are writes of their own, one per host variable (two per application with a public port here, 18): the OpenAPI has no request that overrides several at once. The baseline's reads (the environment, its services, variables, status and links) and the preview's variables are the other 6.`,
    ],
  };
}
