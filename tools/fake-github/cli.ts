/**
 * Starts the fake GitHub API for a demo or a manual run of the action:
 *   npm exec -- node tools/fake-github/cli.ts [--port N] [--delay-ms N] [--pull NUMBER=HEAD_SHA ...]
 * prints GITHUB_API_URL, GITHUB_TOKEN and GITHUB_REPOSITORY, one per line, and serves until
 * interrupted; on exit it prints the comments, deployments and environments it holds.
 */
import { parseArgs } from 'node:util';
import { startFakeGitHub } from './index.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    'delay-ms': { type: 'string', default: '0' },
    pull: { type: 'string', multiple: true, default: [] },
  },
});

const pulls = (values.pull ?? []).map((spec) => {
  const [number, headSha] = spec.split('=');
  return { number: Number(number), headSha: headSha ?? '' };
});
const github = await startFakeGitHub({
  port: Number(values.port),
  delayMs: Number(values['delay-ms']) || 0,
  pulls: pulls.filter((pull) => pull.number > 0),
});

process.stdout.write(`GITHUB_API_URL=${github.url}\nGITHUB_TOKEN=${github.token}\nGITHUB_REPOSITORY=${github.repository}\n`);

async function stop(): Promise<void> {
  const { comments, deployments, statuses, environments } = github.state;
  process.stderr.write(`${JSON.stringify({ comments, deployments, statuses, environments }, null, 2)}\n`);
  await github.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
