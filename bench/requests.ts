/**
 * Figure 11: the platform requests of each kind of run, besides the wait's polls, beside the
 * issue's targets. The bundled action through dist/ against the emulator, with the environment
 * given by names, two secrets and one job (tools/runner/run-kinds.ts): what the end-to-end test
 * test/e2e/requests.test.ts pins.
 */
import { startEmulator } from '../tools/emulator/index.ts';
import { startFakeGitHub } from '../tools/fake-github/index.ts';
import { runKinds, type RunKind, type RunRequests } from '../tools/runner/run-kinds.ts';
import { markdownTable, verdict, type Figure } from './figure.ts';

/**
 * Requests besides the wait's polls (issue 33). The repository's first preview has nothing
 * carried, and a first deploy sends its secrets: they are shown beside the others, with no target.
 */
const TARGETS: Partial<Record<RunKind, number>> = { 'new preview': 12, push: 8, deploy: 8, cleanup: 5 };

const PULL_REQUEST = 8;

/** `GET /environment/:id/job ×2, POST …`: each request once, with how many times it was sent. */
function listed(requests: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const request of requests) counts.set(request, (counts.get(request) ?? 0) + 1);
  return [...counts].map(([request, count]) => `\`${request}\`${count > 1 ? ` ×${count}` : ''}`).join(', ');
}

export async function requestsFigure(options: { speed: number }): Promise<Figure> {
  const { speed } = options;
  const [emulator, github] = await Promise.all([
    startEmulator({ speed, staleMs: 3_000 * speed }),
    startFakeGitHub({
      pulls: [
        { number: PULL_REQUEST, headSha: 'a'.repeat(40) },
        { number: PULL_REQUEST + 1, headSha: 'e'.repeat(40) },
      ],
    }),
  ]);
  let runs: RunRequests[];
  try {
    runs = await runKinds(emulator, github, PULL_REQUEST);
  } finally {
    await Promise.all([emulator.close(), github.close()]);
  }
  const targets = runs.flatMap((run) => {
    const target = TARGETS[run.kind];
    return target === undefined
      ? []
      : [
          {
            target: `${run.kind}: at most ${target} requests besides the wait's polls`,
            met: run.outcome === 'success' && run.requests.length <= target,
          },
        ];
  });
  return {
    title: '11. Requests per run kind',
    headline: runs.map((run) => `${run.kind} ${run.requests.length}`).join(', ') + " requests besides the wait's polls",
    method:
      "The bundled action (dist/) against the emulator and the fake GitHub, one job: a pull request opened as the repository's " +
      'first run (first preview), pushed to (push), closed (cleanup); a push to main deploying production twice with the same ' +
      'secrets (first deploy, deploy); a second pull request opened once earlier runs had left what they found in their GitHub ' +
      'Deployments (new preview), and its preview swept once closed. Environment given by names (`Acme/shop/blueprint`), the job by name, two secrets, ' +
      "comment and GitHub Deployment on. Counted from the emulator's request log; the wait's polls (the deployment request's state, " +
      "and the environment's status after a deletion) apart.",
    table: markdownTable(
      ['run kind', 'outcome', 'requests', 'target', 'polls', 'the requests'],
      runs.map((run) => {
        const target = TARGETS[run.kind];
        return [
          run.kind,
          run.outcome,
          String(run.requests.length),
          target === undefined ? '—' : `≤ ${target}: ${verdict(run.requests.length <= target)}`,
          String(run.polls),
          listed(run.requests),
        ];
      }),
    ),
    notes: [
      'A deployment here lasts seconds of emulated time, so the polls column is not the ten-minute figure: figure 1 and ' +
        'test/operations/rollout/ten-minute-polls.test.ts count those.',
      "Reads the run shares (an environment's services, links, variables, a project's environments) are asked once a run until it writes; " +
        'secrets whose keyed digest matches the one the environment keeps are not sent again (first deploy sends them, deploy does not).',
      "A push reads the preview's status once for its last state and the trigger's starting point (a status read under 10 s ago, " +
        "with no write since, serves again; never a poll), and finds the job named in the preview's own list, not the blueprint's.",
      'The links read before a deployment serve the report after it only when every service deployed had one already: here the ' +
        "blueprint's worker (a cron job) has none, so the deploys and the push read them again after the wait.",
    ],
    targets,
  };
}
