/**
 * Figure: a push that changes one application of a three-application monorepo, deployed by the
 * bundled action with `affected-only` beside the full redeploy of the same push (a second preview
 * of the same blueprint, `affected-only: false`). Builds started, trigger to DEPLOYED as the
 * platform reports it, and the GitHub requests affected-only adds.
 */
import { startEmulator, type Emulator } from '../tools/emulator/index.ts';
import { startFakeGitHub } from '../tools/fake-github/index.ts';
import { pullRequestPayload, runAction } from '../tools/runner/child.ts';
import { markdownTable, median, verdict, type Figure } from './figure.ts';

export interface IncrementalOptions {
  /** Pushes measured, each changing the same one application. */
  pushes: number;
  /** Wall ms per platform ms. */
  speed: number;
  /** Builds the platform runs at once. */
  builders: number;
}

const APPS = ['web', 'api', 'worker'];
/** The application every measured push changes. */
const CHANGED = 'api';
/** Platform ms: a queue, a build of about a minute per application, its rollout. */
const DURATIONS = { queueMs: 5_000, buildMs: 60_000, deployMs: 15_000 };
const AFFECTED_PULL = 301;
const FULL_PULL = 302;

interface Measured {
  builds: number;
  seconds: number;
  githubRequests: number;
  compares: number;
}

const sha = (n: number) => n.toString(16).padStart(40, 'c');

/** A service's Status in `statusesWithStages`, as far as the figure reads it. */
interface ServiceStatus {
  is_part_last_deployment: boolean;
  steps: { details: { step_name: string }[] };
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

/** A blueprint of its own holding only the three applications, each built from its folder. */
async function monorepoBlueprint(emulator: Emulator): Promise<{ blueprintId: string; appIds: string[] }> {
  const blueprint = await call(emulator, 'POST', `/project/${emulator.seed.projectId}/environment`, {
    name: 'monorepo',
    mode: 'DEVELOPMENT',
  });
  const appIds: string[] = [];
  for (const name of APPS) {
    const made = await call(emulator, 'POST', `/environment/${blueprint.id}/application`, {
      name,
      git_repository: { url: 'https://github.com/acme/shop.git', branch: 'main', root_path: `/apps/${name}` },
    });
    appIds.push(made.id);
  }
  return { blueprintId: blueprint.id, appIds };
}

export async function incrementalFigure(options: IncrementalOptions): Promise<Figure> {
  const emulator = await startEmulator({ speed: options.speed, staleMs: 60, durations: DURATIONS, builders: options.builders });
  const github = await startFakeGitHub({
    pulls: [
      { number: AFFECTED_PULL, headSha: sha(1) },
      { number: FULL_PULL, headSha: sha(1) },
    ],
  });
  const measured = { affected: [] as Measured[], full: [] as Measured[] };
  /** Compare requests of a push that follows a partial deploy, when the applications run different commits. */
  const afterPartial: number[] = [];
  try {
    const { blueprintId, appIds } = await monorepoBlueprint(emulator);
    github.addCommit(sha(0), undefined, ['README.md']);
    github.addCommit(
      sha(1),
      sha(0),
      APPS.map((name) => `apps/${name}/index.ts`),
    );

    const run = async (pull: number, commit: string, affectedOnly: boolean): Promise<Measured> => {
      github.setHead(pull, commit);
      const before = github.state.requests.length;
      const result = await runAction({
        inputs: {
          'api-url': emulator.url,
          'api-token': emulator.tokens.admin,
          'github-token': github.token,
          environment: blueprintId,
          application: appIds.join('\n'),
          'affected-only': String(affectedOnly),
          'github-deployment': 'false',
        },
        eventName: 'pull_request',
        event: pullRequestPayload(pull, commit, 'synchronize'),
        sha: commit,
        env: { GITHUB_API_URL: github.url },
        // The run's waits on the platform's clock: what is measured is in platform time, and an
        // unscaled poller would wait out a whole platform minute per read.
        timeScale: options.speed,
      });
      if (result.exitCode !== 0 || result.outputs.outcome !== 'success') {
        throw new Error(`the run of #${pull} at ${commit} ended ${result.outputs.outcome}: ${result.stdout.slice(-600)}`);
      }
      const requests = github.state.requests.slice(before);
      const environmentId = result.outputs['environment-id']!;
      const status = await call<{ total_deployment_duration_in_seconds: number }>(emulator, 'GET', `/environment/${environmentId}/status`);
      const { stages } = await call<{ stages: { applications: ServiceStatus[] }[] }>(
        emulator,
        'GET',
        `/environment/${environmentId}/statusesWithStages`,
      );
      const builds = stages
        .flatMap((stage) => stage.applications)
        .filter((app) => app.is_part_last_deployment && app.steps.details.some((step) => step.step_name === 'BUILD')).length;
      return {
        builds,
        seconds: status.total_deployment_duration_in_seconds,
        githubRequests: requests.length,
        compares: requests.filter((request) => request.path.includes('/compare/')).length,
      };
    };

    // Both previews are made at the first commit (everything built); each measured push changes one
    // application of previews whose applications all run one commit, as after a push that changed them all.
    await run(AFFECTED_PULL, sha(1), true);
    await run(FULL_PULL, sha(1), false);
    let head = 1;
    const commit = (files: string[]) => {
      github.addCommit(sha(head + 1), sha(head), files);
      return sha(++head);
    };
    for (let push = 0; push < options.pushes; push++) {
      if (push > 0) {
        const all = commit(APPS.map((name) => `apps/${name}/src/shared-${push}.ts`));
        afterPartial.push((await run(AFFECTED_PULL, all, true)).compares);
        await run(FULL_PULL, all, false);
      }
      const one = commit([`apps/${CHANGED}/src/handler-${push}.ts`, `docs/changes-${push}.md`]);
      measured.affected.push(await run(AFFECTED_PULL, one, true));
      measured.full.push(await run(FULL_PULL, one, false));
    }
  } finally {
    await Promise.all([emulator.close(), github.close()]);
  }

  const middle = (rows: Measured[], key: keyof Measured) => median(rows.map((row) => row[key]));
  const affected = { builds: middle(measured.affected, 'builds'), seconds: middle(measured.affected, 'seconds') };
  const full = { builds: middle(measured.full, 'builds'), seconds: middle(measured.full, 'seconds') };
  const extra = middle(measured.affected, 'githubRequests') - middle(measured.full, 'githubRequests');
  const compares = middle(measured.affected, 'compares');
  const ratio = affected.seconds / full.seconds;
  const buildsMet = measured.affected.every((row) => row.builds === 1);
  const timeMet = ratio <= 0.5;
  const requestsMet = extra === 1 && measured.affected.every((row) => row.compares === 1);
  const range = (rows: Measured[], key: keyof Measured) =>
    `${Math.min(...rows.map((row) => row[key]))} – ${Math.max(...rows.map((row) => row[key]))}`;
  return {
    title: '8. A push that changes one application of three',
    headline:
      `${affected.builds} of ${APPS.length} builds, ${affected.seconds} s trigger to DEPLOYED beside ${full.seconds} s for the full redeploy ` +
      `(${ratio.toFixed(2)}×), ${extra} extra GitHub request; ${verdict(buildsMet && timeMet && requestsMet)}`,
    method:
      `A blueprint of three applications (${APPS.join(', ')}) of one repository, each built from its own folder (\`root_path\` /apps/<name>), ` +
      `on the emulator (speed ${options.speed}; per application a ${DURATIONS.buildMs / 1000} s build and a ${DURATIONS.deployMs / 1000} s rollout, ` +
      `a ${DURATIONS.queueMs / 1000} s queue, ${options.builders} builder${options.builders === 1 ? '' : 's'} for the platform, so builds beyond it wait in ` +
      `BUILD_QUEUEING). Two previews of it made at one commit; then ${options.pushes} pushes, each changing a file of ${CHANGED} and a doc ` +
      '(while every application runs one commit), each run ' +
      'by `node dist/index.js` on both: `affected-only: true` on one, `false` (every application rebuilt) on the other, with the pull request comment on. ' +
      "Builds: applications of the run's deployment that went through BUILD; time: the platform's `total_deployment_duration_in_seconds` " +
      '(from the deployment request taken to DEPLOYED); GitHub requests: those the fake GitHub received during the run. Medians.',
    table: markdownTable(
      [
        'run of the same push',
        'builds started (median)',
        'trigger to DEPLOYED (median)',
        'range',
        'GitHub requests (median)',
        'compare requests',
      ],
      [
        [
          'affected-only',
          `${affected.builds} of ${APPS.length}`,
          `${affected.seconds} s`,
          `${range(measured.affected, 'seconds')} s`,
          String(middle(measured.affected, 'githubRequests')),
          String(compares),
        ],
        [
          'full redeploy',
          `${full.builds} of ${APPS.length}`,
          `${full.seconds} s`,
          `${range(measured.full, 'seconds')} s`,
          String(middle(measured.full, 'githubRequests')),
          String(middle(measured.full, 'compares')),
        ],
      ],
    ),
    targets: [
      { target: 'a push changing one application of three starts 1 build', met: buildsMet },
      { target: 'its trigger to DEPLOYED ≤ one half of the full redeploy of the same push', met: timeMet },
      { target: 'affected-only adds 1 GitHub request (the compare)', met: requestsMet },
    ],
    notes: [
      `Builds: ${affected.builds} of ${APPS.length} in every push (target 1): ${verdict(buildsMet)}.`,
      `Trigger to DEPLOYED: ${affected.seconds} s beside ${full.seconds} s, ${ratio.toFixed(2)} of it (target ≤ 0.5): ${verdict(timeMet)}.`,
      `Extra GitHub requests: ${extra}, the compare of the deployed commit with the pushed one (target 1): ${verdict(requestsMet)}.`,
      ...(afterPartial.length > 0
        ? [
            `A push that follows a partial deploy compares once per distinct deployed commit: ${afterPartial.join(', ')} compare request(s) ` +
              `here, where ${CHANGED} ran a newer commit than the other two (between the measured pushes, a push changing all three ` +
              'brought them back to one commit).',
          ]
        : []),
      `With ${options.builders} builder${options.builders === 1 ? '' : 's'}, the full redeploy builds the three one after another; with a builder ` +
        'for each, the three build side by side and the saving is the build time of the slowest unchanged application beyond the changed one ' +
        '(nothing here, where they build alike), while the build minutes billed still fall to one in three.',
    ],
  };
}
