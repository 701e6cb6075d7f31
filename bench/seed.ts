/**
 * Figure: what a push saves when a ten-minute seed job is left out. Two previews of one blueprint
 * whose lifecycle job `seed-data` deploys for ten platform minutes, each made and then pushed to
 * by the bundled action: one with `seed-job: seed-data` (the seed runs in the first deployment
 * only), one without (the platform runs the job's `on_start` in every deployment). Trigger to
 * DEPLOYED as the platform reports it, and the seed runs each deployment started.
 */
import { startEmulator, type Emulator } from '../tools/emulator/index.ts';
import { startFakeGitHub } from '../tools/fake-github/index.ts';
import { pullRequestPayload, runAction } from '../tools/runner/child.ts';
import { markdownTable, median, verdict, type Figure } from './figure.ts';

export interface SeedOptions {
  /** Pushes measured on each preview after its first deployment. */
  pushes: number;
  /** Wall ms per platform ms. */
  speed: number;
}

/** Platform ms: the seed's DEPLOYMENT step. */
const SEED_MS = 600_000;
const WITH_PULL = 401;
const WITHOUT_PULL = 402;

const sha = (n: number) => n.toString(16).padStart(40, 'd');

interface Measured {
  seconds: number;
  seedRuns: number;
}

async function lastedSeconds(emulator: Emulator, environmentId: string): Promise<number> {
  const response = await fetch(`${emulator.url}/environment/${environmentId}/status`, {
    headers: { authorization: `Token ${emulator.tokens.admin}` },
  });
  if (!response.ok) throw new Error(`GET /environment/${environmentId}/status answered ${response.status}`);
  return ((await response.json()) as { total_deployment_duration_in_seconds: number }).total_deployment_duration_in_seconds;
}

export async function seedFigure(options: SeedOptions): Promise<Figure> {
  const emulator = await startEmulator({ speed: options.speed, staleMs: 60, seedJob: { deployMs: SEED_MS } });
  const github = await startFakeGitHub({
    pulls: [
      { number: WITH_PULL, headSha: sha(0) },
      { number: WITHOUT_PULL, headSha: sha(0) },
    ],
  });
  const first = { with: undefined as Measured | undefined, without: undefined as Measured | undefined };
  const pushes = { with: [] as Measured[], without: [] as Measured[] };
  try {
    const seedRunsOf = (environmentId: string) => {
      const job = emulator.jobs(environmentId).find((each) => each.name === 'seed-data');
      return job ? emulator.jobRuns(job.id).length : 0;
    };
    const counted = new Map<number, number>();
    const run = async (pull: number, commit: string, action: string, seeded: boolean): Promise<Measured> => {
      github.setHead(pull, commit);
      const result = await runAction({
        inputs: {
          'api-url': emulator.url,
          'api-token': emulator.tokens.admin,
          'github-token': github.token,
          environment: emulator.seed.blueprintEnvironmentId,
          'github-deployment': 'false',
          ...(seeded ? { 'seed-job': 'seed-data' } : {}),
        },
        eventName: 'pull_request',
        event: pullRequestPayload(pull, commit, action),
        sha: commit,
        env: { GITHUB_API_URL: github.url },
        // The run's waits on the platform's clock, as the emulator's: the figure is in platform time.
        timeScale: options.speed,
      });
      if (result.exitCode !== 0 || result.outputs.outcome !== 'success') {
        throw new Error(`the run of #${pull} at ${commit} ended ${result.outputs.outcome}: ${result.stdout.slice(-600)}`);
      }
      const environmentId = result.outputs['environment-id']!;
      // The seed's runs this deployment started: all of them, less those counted before.
      const total = seedRunsOf(environmentId);
      const seedRuns = total - (counted.get(pull) ?? 0);
      counted.set(pull, total);
      return { seconds: await lastedSeconds(emulator, environmentId), seedRuns };
    };
    first.with = await run(WITH_PULL, sha(0), 'opened', true);
    first.without = await run(WITHOUT_PULL, sha(0), 'opened', false);
    for (let push = 1; push <= options.pushes; push++) {
      pushes.with.push(await run(WITH_PULL, sha(push), 'synchronize', true));
      pushes.without.push(await run(WITHOUT_PULL, sha(push), 'synchronize', false));
    }
  } finally {
    await Promise.all([emulator.close(), github.close()]);
  }

  const seconds = (rows: Measured[]) => median(rows.map((row) => row.seconds));
  const range = (rows: Measured[]) => `${Math.min(...rows.map((row) => row.seconds))} – ${Math.max(...rows.map((row) => row.seconds))} s`;
  const runs = (rows: Measured[]) => rows.map((row) => row.seedRuns).join(', ');
  const withSeconds = seconds(pushes.with);
  const withoutSeconds = seconds(pushes.without);
  const saved = withoutSeconds - withSeconds;
  const seedLeftOut = pushes.with.every((row) => row.seedRuns === 0) && first.with?.seedRuns === 1;
  // The seed is ten minutes: a push that leaves it out saves at least nine of them.
  const met = seedLeftOut && saved >= (SEED_MS / 1000) * 0.9;
  return {
    title: '15. A push without its ten-minute seed job',
    headline:
      `a push ${withSeconds} s trigger to DEPLOYED with \`seed-job\` beside ${withoutSeconds} s without it: ${saved} s saved per push ` +
      `(the seed ran once, in the first deployment, ${first.with?.seconds ?? '?'} s); ${verdict(met)}`,
    method:
      `The emulator's blueprint (speed ${options.speed}) with a lifecycle job \`seed-data\` alone in a stage before the applications, its ` +
      `DEPLOYMENT step ${SEED_MS / 60_000} platform minutes (\`seedJob: {deployMs}\`; every other service a few seconds). Two previews of it, each ` +
      `made by \`node dist/index.js\` on \`opened\` and then pushed to ${options.pushes} time${options.pushes === 1 ? '' : 's'} (\`synchronize\`): one ` +
      'with `seed-job: seed-data`, one without (the platform runs the job on every deployment that includes it, as a redeploy does). Time: the ' +
      "platform's `total_deployment_duration_in_seconds` of the run's deployment (the request taken to DEPLOYED); seed runs: the job's runs " +
      'that deployment started (`GET /_emulator/jobs/{id}/runs`). Medians.',
    table: markdownTable(
      ['preview', 'first deployment', 'its seed runs', 'a push: trigger to DEPLOYED (median)', 'range', 'seed runs per push'],
      [
        [
          'with `seed-job`',
          `${first.with?.seconds ?? '?'} s`,
          String(first.with?.seedRuns ?? '?'),
          `${withSeconds} s`,
          range(pushes.with),
          runs(pushes.with),
        ],
        [
          'without',
          `${first.without?.seconds ?? '?'} s`,
          String(first.without?.seedRuns ?? '?'),
          `${withoutSeconds} s`,
          range(pushes.without),
          runs(pushes.without),
        ],
      ],
    ),
    targets: [{ target: 'a push with a ten-minute seed job left out saves ≥ 9 minutes, the seed run once, first', met }],
    notes: [
      `Saved per push: ${saved} s of ${SEED_MS / 1000} s of seed (target ≥ ${(SEED_MS / 1000) * 0.9} s, the seed in the first deployment only): ${verdict(met)}.`,
      'The first deployments take alike: both run the seed before the applications. A team that reseeds asks for it (`/preview reset-data`, ' +
        'the `reset-data` label), and pays the ten minutes then, alone.',
    ],
  };
}
