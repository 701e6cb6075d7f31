/**
 * The bundled action against the emulator and the fake GitHub API: what a reviewer sees (one
 * comment with the timings table and chart), the job summary, the GitHub Deployment, and the
 * post step after a job was killed mid-wait.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../../tools/emulator/index.ts';
import type { FakeGitHub } from '../../tools/fake-github/index.ts';
import { chartsIn, ganttBars } from '../support/gantt.ts';
import { read } from '../support/reader.ts';
import { closeAll, runOnPullRequest, startBoth } from '../support/e2e.ts';

let emulator: Emulator;
let github: FakeGitHub;

beforeAll(async () => {
  ({ emulator, github } = await startBoth(
    { speed: 0.05, staleMs: 150 },
    {
      pulls: [
        { number: 51, headSha: 'a'.repeat(40) },
        { number: 52, headSha: 'c'.repeat(40) },
      ],
    },
  ));
});
afterAll(() => closeAll(emulator, github));

function inputs(extra: Record<string, string> = {}): Record<string, string> {
  return {
    job: emulator.seed.jobIds[0]!,
    secrets: 'SESSION_KEY=never-shown-value',
    ...extra,
  };
}

function botComments(number: number) {
  return github.commentsOn(number).filter((comment) => comment.user.login === github.botLogin);
}

describe('reporting end to end', { timeout: 60_000 }, () => {
  it('leaves exactly one comment with the timings table and chart, a job summary and a successful deployment', async () => {
    const first = await runOnPullRequest({
      scaled: true,
      emulator,
      github,
      number: 51,
      head: 'a'.repeat(40),
      inputs: inputs(),
      post: true,
    });
    expect(first.exitCode).toBe(0);
    github.setHead(51, 'b'.repeat(40));
    const second = await runOnPullRequest({
      scaled: true,
      emulator,
      github,
      number: 51,
      head: 'b'.repeat(40),
      action: 'synchronize',
      inputs: inputs(),
      post: true,
    });
    expect(second.exitCode).toBe(0);

    const comments = botComments(51);
    expect(comments).toHaveLength(1);
    const body = comments[0]!.body;
    expect(body).toContain('blueprint-pr-51');
    const reading = read(body);
    expect(reading.blocks[0]).toBe('✅ Preview ready: blueprint-pr-51');
    expect(reading.blocks[1]).toMatch(/^🔗 .* · commit bbbbbbb · /);
    expect(reading.tables[0]![0]![0]).toBe('Stage · service');
    expect(body).toContain('```mermaid\ngantt');
    expect(reading.seen).toContain('Earlier results (1)');
    expect(body).not.toContain('never-shown-value');
    expect(second.outputs['comment-url']).toContain(`#issuecomment-${comments[0]!.id}`);

    expect(read(second.summary).tables[0]!.map((row) => row[0])).toContain('trigger');
    expect(second.summary).toContain('blueprint-pr-51');

    // The chart, as Mermaid reads it: the action's preparation one bar, each service's build and
    // deploy as long as the `metrics` output says, every platform bar after the preparation began.
    const rows: Array<{ stage: string; service: string | null; build_seconds: number | null; deploy_seconds: number | null }> = JSON.parse(
      second.outputs['metrics']!,
    );
    for (const chart of [...chartsIn(body), ...chartsIn(second.summary)]) {
      const bars = await ganttBars(chart);
      const bar = (name: string) => bars.find((each) => each.name === name)!;
      for (const row of rows.filter((each) => each.service !== null)) {
        for (const [part, seconds] of [
          ['build', row.build_seconds],
          ['deploy', row.deploy_seconds],
        ] as const) {
          if (seconds)
            expect(bar(`${row.service} ${part}`).end - bar(`${row.service} ${part}`).start, `${row.service} ${part}`).toBeCloseTo(
              seconds * 1000,
              -2,
            );
        }
      }
      expect(bars.filter((each) => each.section === 'Action').map((each) => each.name)).toEqual(['preparation']);
      const platform = bars.filter((each) => each.section !== 'Action');
      expect(platform.length).toBeGreaterThan(0);
      for (const stage of platform) expect(stage.start).toBeGreaterThanOrEqual(bar('preparation').start);
    }

    const deployments = github.state.deployments.filter((deployment) => deployment.environment === 'blueprint-pr-51');
    expect(deployments.length).toBeGreaterThan(0);
    const latest = deployments.at(-1)!;
    expect(latest.transient_environment).toBe(true);
    expect(github.statusesOf(latest.id)).toEqual(['in_progress', 'success']);
    const success = github.state.statuses.filter((status) => status.deployment_id === latest.id).at(-1)!;
    expect(success.environment_url).toBe(second.outputs.url);
    expect(success.log_url).toContain('/actions/runs/4242');
  });

  it('a missing pull-requests permission is a warning, and the deploy still succeeds', async () => {
    github.failNext('POST', /\/issues\/52\/comments$/, 403);
    const run = await runOnPullRequest({
      scaled: true,
      emulator,
      github,
      number: 52,
      head: 'c'.repeat(40),
      inputs: inputs({ 'github-deployment': 'false' }),
    });
    expect(run.exitCode).toBe(0);
    expect(run.outputs.outcome).toBe('success');
    expect(run.stdout).toMatch(/::warning::.*pull-requests: write/);
  });

  it('the post step marks the comment and the deployment cancelled after the job was killed mid-wait', async () => {
    github.setHead(53, 'd'.repeat(40));
    const run = await runOnPullRequest({
      scaled: true,
      emulator,
      github,
      number: 53,
      head: 'd'.repeat(40),
      inputs: inputs({ commit: 'hang-forever' }),
      killAfterMs: 4_000,
    });
    expect(run.exitCode).not.toBe(0);
    expect(run.state.report).toBeTruthy();
    expect(run.state['report-finished']).toBeUndefined();
    const comments = botComments(53);
    expect(comments).toHaveLength(1);
    expect(comments[0]!.body.toLowerCase()).toContain('cancelled');
    const deployment = github.state.deployments.filter((d) => d.environment === 'blueprint-pr-53').at(-1)!;
    expect(github.statusesOf(deployment.id).at(-1)).not.toBe('in_progress');
  });
});
