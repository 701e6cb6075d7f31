/**
 * affected-only through the bundle, against the emulator and the fake GitHub: a monorepo's
 * preview with three applications, each built from its own folder, and pushes that change one
 * of them, a shared path, only the docs, or that GitHub cannot compare.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, type Call } from '../support/caller.ts';
import type { Emulator } from '../../tools/emulator/index.ts';
import type { FakeGitHub } from '../../tools/fake-github/index.ts';
import type { ActionResult } from '../../tools/runner/child.ts';
import { read } from '../support/reader.ts';
import { closeAll, runOnPullRequest, startBoth } from '../support/e2e.ts';

const PULL = 81;
const APPS = ['web', 'api', 'worker'];
const sha = (digit: string) => digit.repeat(40);

let emulator: Emulator;
let github: FakeGitHub;
let call: Call;
const blueprintApps: { id: string; name: string }[] = [];
let previewId = '';

beforeAll(async () => {
  ({ emulator, github } = await startBoth({ speed: 0.05, staleMs: 150 }, { pulls: [{ number: PULL, headSha: sha('1') }] }));
  call = callerFor(emulator, emulator.tokens.admin);
  for (const name of APPS) {
    const made = await call('POST', `/environment/${emulator.seed.blueprintEnvironmentId}/application`, {
      name,
      git_repository: { url: 'https://github.com/acme/shop.git', branch: 'main', root_path: `/apps/${name}` },
    });
    blueprintApps.push(made.body);
  }
  github.addCommit(sha('0'), undefined, ['README.md']);
  github.addCommit(sha('1'), sha('0'), ['apps/web/index.ts', 'apps/api/index.ts', 'apps/worker/index.ts']);
});
afterAll(() => closeAll(emulator, github));

/** One push to the pull request: its commit on top of `parent`, changing `files`, and the run it starts. */
async function push(commit: string, parent: string | undefined, files: string[], extra: Record<string, string> = {}) {
  if (parent !== undefined) github.addCommit(commit, parent, files);
  github.setHead(PULL, commit);
  const before = github.state.requests.length;
  const run = await runOnPullRequest({
    scaled: true,
    emulator,
    github,
    number: PULL,
    head: commit,
    action: parent === undefined ? 'opened' : 'synchronize',
    inputs: {
      application: blueprintApps.map((app) => app.id).join('\n'),
      'affected-only': 'true',
      'shared-paths': 'packages/shared/**\npackage-lock.json',
      'github-deployment': 'false',
      ...extra,
    },
  });
  const compares = github.state.requests.slice(before).filter((request) => request.path.includes('/compare/'));
  return { run, compares };
}

const names = (run: ActionResult, output: string) => (JSON.parse(run.outputs[output] ?? '[]') as { name: string }[]).map((s) => s.name);
const warnings = (run: ActionResult) => run.stdout.split('\n').filter((line) => line.startsWith('::warning::'));
const comment = () =>
  github
    .commentsOn(PULL)
    .filter((each) => each.user.login === github.botLogin)
    .at(-1)?.body ?? '';

async function deployedCommits(): Promise<Record<string, string>> {
  const apps = (await call('GET', `/environment/${previewId}/application`)).body.results as any[];
  return Object.fromEntries(apps.filter((app) => APPS.includes(app.name)).map((app) => [app.name, app.git_repository.deployed_commit_id]));
}

describe('affected-only end to end', { timeout: 120_000 }, () => {
  it('a new preview deploys every application, with no compare', async () => {
    const { run, compares } = await push(sha('1'), undefined, []);
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ outcome: 'success', created: 'true' });
    expect(names(run, 'deployed-services')).toEqual(expect.arrayContaining(APPS));
    expect(compares).toHaveLength(0);
    previewId = run.outputs['environment-id']!;
    expect(await deployedCommits()).toEqual({ web: sha('1'), api: sha('1'), worker: sha('1') });
  });

  it("a push changing one application's files deploys that application alone, asking GitHub once", async () => {
    const { run, compares } = await push(sha('2'), sha('1'), ['apps/api/src/handler.ts', 'docs/api.md']);
    expect(run.exitCode).toBe(0);
    expect(run.outputs.outcome).toBe('success');
    expect(names(run, 'deployed-services')).toEqual(['api']);
    expect(names(run, 'skipped-services')).toEqual(['web', 'worker']);
    expect(compares.map((request) => request.path)).toEqual([`/repos/acme/shop/compare/${sha('1')}...${sha('2')}?per_page=1`]);
    expect(await deployedCommits()).toEqual({ web: sha('1'), api: sha('2'), worker: sha('1') });
    expect(warnings(run)).toEqual([]);
    const body = comment();
    const { seen, tables } = read(body);
    expect(seen).toMatch(/Versions: .*api rebuilt at this commit · web unchanged since 1111111/);
    expect(tables[0]!.map((row) => row[0])).toContain('api (application), rebuilt at 2222222');
    expect(tables[0]).toContainEqual(['web (application)', '–', '–', '–', '⏭️ unchanged since 1111111']);
  });

  it('a change under shared-paths deploys every application, each compared from its own commit', async () => {
    const { run, compares } = await push(sha('3'), sha('2'), ['packages/shared/date.ts']);
    expect(run.outputs.outcome).toBe('success');
    expect(names(run, 'deployed-services').sort()).toEqual(['api', 'web', 'worker']);
    expect(compares).toHaveLength(2);
    expect(await deployedCommits()).toEqual({ web: sha('3'), api: sha('3'), worker: sha('3') });
  });

  it('a docs-only push deploys nothing, says since which commit, and keeps the last result in sight', async () => {
    const deploysBefore = emulator.requests().filter((request) => request.path.endsWith('/service/deploy')).length;
    const { run } = await push(sha('4'), sha('3'), ['docs/guide.md', 'README.md'], { check: 'preview' });
    expect(run.exitCode).toBe(0);
    expect(run.outputs.outcome).toBe('skipped');
    // Nothing changed is nothing to hold a pull request on: its check is neutral.
    expect(github.checkRuns().filter((check) => check.head_sha === sha('4'))).toMatchObject([
      { status: 'completed', conclusion: 'neutral' },
    ]);
    expect(names(run, 'deployed-services')).toEqual([]);
    expect(names(run, 'skipped-services')).toEqual(['web', 'api', 'worker']);
    expect(emulator.requests().filter((request) => request.path.endsWith('/service/deploy'))).toHaveLength(deploysBefore);
    const body = comment();
    expect(body).toContain('⏭️ Preview unchanged');
    expect(body).toContain('No service changed since [`3333333`]');
    expect(body).toContain('**Last deployed:** ✅ **success** · [`3333333`]');
    expect(read(body).blocks[1]).toMatch(/^🔗 /);
    expect(await deployedCommits()).toEqual({ web: sha('3'), api: sha('3'), worker: sha('3') });
  });

  it('a dry run plans the changed application alone and changes nothing', async () => {
    const { run } = await push(sha('9'), sha('4'), ['apps/worker/job.ts'], { 'dry-run': 'true' });
    expect(run.outputs.outcome).toBe('planned');
    expect(run.stdout).toContain(`- deploy application worker from commit ${sha('3')} to ${sha('9')}`);
    expect(run.stdout).toContain(`- leave application web as it is: unchanged since commit ${sha('3')} (affected-only)`);
    expect(run.stdout).not.toContain('- deploy application web');
    expect(await deployedCommits()).toEqual({ web: sha('3'), api: sha('3'), worker: sha('3') });
  });

  it('a compare GitHub fails deploys every application, with a warning naming why', async () => {
    github.failNext('GET', /\/compare\//, 502, 'Server Error');
    const { run } = await push(sha('5'), sha('4'), ['apps/web/a.ts']);
    expect(run.outputs.outcome).toBe('success');
    // Every service, as without affected-only: the blueprint's own ones at their versions too.
    expect(names(run, 'deployed-services')).toEqual(expect.arrayContaining([...APPS, 'checkout', 'search']));
    expect(warnings(run)).toEqual(["::warning::affected-only: deploying every service because GitHub's compare failed (HTTP 502)"]);
  });

  it('a compare GitHub cut at 300 files deploys every application, with a warning', async () => {
    const many = Array.from({ length: 300 }, (_, index) => `docs/page-${index}.md`);
    const { run } = await push(sha('6'), sha('5'), many);
    expect(names(run, 'deployed-services')).toEqual(expect.arrayContaining(APPS));
    expect(warnings(run)).toEqual([
      '::warning::affected-only: deploying every service because GitHub lists at most 300 changed files and 5555555...6666666 reaches that limit',
    ]);
  });

  it('a force-push whose deployed commit is no ancestor deploys every application, with a warning', async () => {
    const { run } = await push(sha('7'), sha('5'), ['docs/other.md']);
    expect(names(run, 'deployed-services')).toEqual(expect.arrayContaining(APPS));
    expect(warnings(run)[0]).toContain('the deployed commit 6666666 is not an ancestor of 7777777 (GitHub says diverged');
  });
});
