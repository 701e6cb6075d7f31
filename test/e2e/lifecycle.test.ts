/**
 * A preview's life through the bundle, on the emulator's clock: the platform's history dates each
 * preview's deployments and stops in the past, and the sweep (stop-after-idle 12h,
 * delete-after-idle 3d) stops the one idle past 12 hours, warns once before a deletion and
 * deletes only once warned, leaves the kept ones (a writer's `/preview keep 7d`, the keep label)
 * and the renewed one alone, never touches an environment in another mode, and a preview's own
 * comment says when it sleeps and goes and what it cost, checked against its services' sizes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../../tools/emulator/index.ts';
import type { FakeGitHub } from '../../tools/fake-github/index.ts';
import { issueCommentPayload, runAction } from '../../tools/runner/child.ts';
import { closeAll, platformInputs, runOnPullRequest, startBoth } from '../support/e2e.ts';

const SPEED = 0.02;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const LIFE = { 'stop-after-idle': '12h', 'delete-after-idle': '3d' };
const PRICES = { 'cost-per-vcpu-hour': '0.04', 'cost-per-gib-hour': '0.01' };
const head = (number: number) => String(number % 10).repeat(40);

let emulator: Emulator;
let github: FakeGitHub;
const ids: Record<number, string> = {};

async function platform(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${emulator.url}${path}`, {
    method,
    headers: { Authorization: `Token ${emulator.tokens.admin}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.status).toBeLessThan(300);
  return response.status === 204 ? undefined : response.json();
}

/** A preview made by the action, with the emulator's clock `ago` in the past: its history dates it then. */
async function previewAgo(number: number, ago: number, inputs: Record<string, string> = {}) {
  emulator.setClock(Date.now() - ago);
  const run = await runOnPullRequest({
    scaled: true,
    emulator,
    github,
    number,
    head: head(number),
    inputs: { operation: 'preview', ...inputs },
  });
  emulator.setClock(Date.now());
  expect(run.exitCode).toBe(0);
  ids[number] = run.outputs['environment-id']!;
  return run;
}

function sweep(extra: Record<string, string> = {}) {
  return runAction({
    timeScale: emulator.speed,
    inputs: { ...platformInputs(emulator, github), operation: 'sweep', ...LIFE, ...extra },
    eventName: 'schedule',
    event: { schedule: '7 * * * *', repository: { full_name: 'acme/shop', name: 'shop', owner: { login: 'acme' } } },
    env: { GITHUB_API_URL: github.url },
  });
}

const exists = (id: string) => emulator.environments().some((environment) => environment.id === id);
const warnings = (number: number) => github.commentsOn(number).filter((comment) => comment.body.includes('expiry-warning'));

beforeAll(async () => {
  ({ emulator, github } = await startBoth(
    { speed: SPEED, staleMs: 3000 * SPEED },
    {
      pulls: [81, 82, 83, 84, 86, 87, 89]
        .map((number) => ({ number, headSha: head(number) }))
        .concat([{ number: 85, headSha: head(85), labels: ['preview:keep'] } as never]),
    },
  ));
  // 1 vCPU and 1 GiB for checkout (two instances of 500 m and 512 MiB), a quarter of each for search: 1.25 and 1.25 an hour.
  emulator.setResources(emulator.seed.applicationIds[0]!, { cpu: 500, memory: 512, min_running_instances: 2, max_running_instances: 2 });
  emulator.setResources(emulator.seed.containerIds[0]!, { cpu: 250, memory: 256, min_running_instances: 1, max_running_instances: 1 });
  github.setRole('maintainer', 'write');
  github.setRole('reader', 'read');
});
afterAll(() => closeAll(emulator, github));

describe('a preview’s life end to end', { timeout: 240_000 }, () => {
  it('a refused duration is one line naming the input, and nothing is read or changed on the platform', async () => {
    const before = emulator.requests().length;
    const run = await sweep({ 'stop-after-idle': 'soon' });
    expect(run.exitCode).toBe(1);
    expect(run.outputs.outcome).toBe('failure');
    expect(run.stdout).toContain('Input "stop-after-idle": must be a duration such as 12h or 3d');
    expect(emulator.requests().length).toBe(before);
  });

  it('a push renews a preview; its comment says when it sleeps and goes, and what it cost, from its services’ sizes', async () => {
    await previewAgo(86, 4 * DAY);
    // Stopped a day later, asleep three days: a day running, three saved.
    emulator.setClock(Date.now() - 3 * DAY);
    await platform('POST', `/environment/${ids[86]}/stop`);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    emulator.setClock(Date.now());
    expect(emulator.environmentStatus(ids[86]!)?.state).toBe('STOPPED');

    const pushed = await runOnPullRequest({
      scaled: true,
      emulator,
      github,
      number: 86,
      head: head(86),
      action: 'synchronize',
      inputs: { operation: 'preview', ...LIFE, ...PRICES },
    });
    expect(pushed.exitCode).toBe(0);
    const expires = Date.parse(pushed.outputs['expires-at']!);
    expect(Math.abs(expires - (Date.now() + 3 * DAY))).toBeLessThan(10 * 60_000);
    const body = github.commentsOn(86).at(-1)!.body;
    expect(body).toMatch(
      /\*\*Idle:\*\* sleeps at \d{4}-\d\d-\d\d \d\d:\d\d UTC \(in 1[12]h( \d+m)?\) · deleted at \d{4}-\d\d-\d\d \d\d:\d\d UTC \(in [23]d( \d+h)?\)/,
    );
    const cost =
      /\*\*Resources since created:\*\* ([\d.]+) vCPU·h, ([\d.]+) GiB·h over (.+?) running \(≈ ([\d.]+)\); sleeping (.+?) saved ([\d.]+) vCPU·h, ([\d.]+) GiB·h \(≈ ([\d.]+)\)/.exec(
        body,
      );
    expect(cost, body).not.toBeNull();
    const [, vcpu, gib, , money, , savedVcpu, savedGib, saved] = cost!.map((each) => each) as string[];
    // 1.25 vCPU and 1.25 GiB over a day running: 30 of each, 1.50 at 0.04 and 0.01; three days asleep saved 90 of each, 4.50.
    expect(Number(vcpu)).toBeCloseTo(30, 0);
    expect(Number(gib)).toBeCloseTo(30, 0);
    expect(Number(money)).toBeCloseTo(1.5, 1);
    expect(Number(savedVcpu)).toBeCloseTo(90, 0);
    expect(Number(savedGib)).toBeCloseTo(90, 0);
    expect(Number(saved)).toBeCloseTo(4.5, 1);
    expect(pushed.summary).toContain('**Resources since created:**');

    const swept = await sweep();
    expect(swept.exitCode).toBe(0);
    expect(emulator.environmentStatus(ids[86]!)?.state).toBe('DEPLOYED');
    expect(warnings(86)).toEqual([]);
  });

  it('the sweep stops the idle, warns once before deleting, deletes once warned, and keeps what is kept', async () => {
    const made81 = await previewAgo(81, 20 * HOUR);
    const reportOf = (number: number) =>
      github.commentsOn(number).find((comment) => comment.body.startsWith('<!-- platform-deploy-report'))!;
    const awake81 = reportOf(81).body;
    expect(made81.outputs.url).toMatch(/^https?:\/\//);
    expect(awake81).toContain(made81.outputs.url);
    await previewAgo(82, 4 * DAY);
    await previewAgo(83, 2.5 * DAY);
    await previewAgo(84, 4 * DAY);
    await previewAgo(85, 4 * DAY);
    github.addComment(84, { login: 'maintainer', body: '/preview keep 7d' });
    // Someone without write access cannot keep a preview.
    github.addComment(82, { login: 'reader', body: '/preview keep 7d', association: 'CONTRIBUTOR' });
    // An environment with a preview's name in another mode, idle for ten days, and production: never touched.
    const other = (await platform('POST', `/project/${emulator.seed.projectId}/environment`, {
      name: 'blueprint-pr-87',
      mode: 'STAGING',
    })) as {
      id: string;
    };
    await platform('POST', `/_emulator/environments/${other.id}/dates`, { created_at: new Date(Date.now() - 10 * DAY).toISOString() });
    const production = emulator.environmentStatus(emulator.seed.productionEnvironmentId)?.state;
    const writesBefore = emulator.requests().filter((request) => request.method !== 'GET').length;

    const first = await sweep();
    expect(first.exitCode).toBe(0);
    // 81: idle 20 hours, past 12h: stopped, not deleted, not warned (its deletion is two days off).
    expect(emulator.environmentStatus(ids[81]!)?.state).toMatch(/STOP/);
    expect(warnings(81)).toEqual([]);
    // Its comment says it sleeps and how to wake it, above the report it had, link and marker kept as they were.
    const asleep81 = reportOf(81).body;
    const [marker81, ...rest81] = awake81.split('\n');
    expect(asleep81.split('\n')[0]).toBe(marker81);
    expect(asleep81).toMatch(/💤 \*\*Asleep since \d{4}-\d\d-\d\d \d\d:\d\d UTC:\*\* the sweep stopped this preview after 12h idle/);
    expect(asleep81).toContain('Push a commit or comment `/preview` to wake it');
    expect(asleep81).toContain(made81.outputs.url);
    expect(asleep81.endsWith(rest81.join('\n'))).toBe(true);
    // 82: past 3d but never warned: warned now, deleted only at a later sweep.
    expect(exists(ids[82]!)).toBe(true);
    expect(warnings(82)).toHaveLength(1);
    expect(warnings(82)[0]!.body).toContain('/preview keep 7d');
    // 83: deleted in about half a day: warned, not deleted.
    expect(warnings(83)).toHaveLength(1);
    expect(exists(ids[83]!)).toBe(true);
    // 84 and 85: kept by a writer's command and by the label.
    for (const number of [84, 85]) {
      expect(warnings(number)).toEqual([]);
      expect(exists(ids[number]!)).toBe(true);
      expect(emulator.environmentStatus(ids[number]!)?.state).toBe('DEPLOYED');
    }
    expect(first.summary).toContain('**Stopped for idling:** blueprint-pr-81');
    expect(first.summary).toMatch(/\*\*Kept:\*\* .*blueprint-pr-84/);
    expect(first.summary).toMatch(/\*\*Resources of \d+ open preview\(s\) since created:\*\*/);

    const second = await sweep();
    expect(second.exitCode).toBe(0);
    expect(exists(ids[82]!)).toBe(false);
    expect(JSON.parse(second.outputs.swept!)).toEqual([
      { 'environment-id': ids[82], name: 'blueprint-pr-82', 'pull-request': 82, reason: 'idle' },
    ]);
    // One warning per expiry: the second sweep posts none.
    expect(warnings(82)).toHaveLength(1);
    expect(warnings(83)).toHaveLength(1);
    expect(exists(ids[83]!)).toBe(true);
    expect(exists(ids[84]!) && exists(ids[85]!) && exists(ids[81]!)).toBe(true);
    // Asleep already: the second sweep leaves its comment as the first left it, one banner.
    expect(reportOf(81).body).toBe(asleep81);

    // Never touched: the environment in another mode and production.
    expect(exists(other.id)).toBe(true);
    expect(emulator.environmentStatus(emulator.seed.productionEnvironmentId)?.state).toBe(production);
    const writes = emulator
      .requests()
      .filter((request) => request.method !== 'GET')
      .slice(writesBefore);
    expect(
      writes.filter((request) => request.path.includes(other.id) || request.path.includes(emulator.seed.productionEnvironmentId)),
    ).toEqual([]);
  });

  it('a writer’s keep shows in the preview’s comment: until when, and by whom', async () => {
    const run = await runOnPullRequest({
      scaled: true,
      emulator,
      github,
      number: 84,
      head: head(84),
      action: 'synchronize',
      inputs: { operation: 'preview', ...LIFE },
    });
    expect(run.exitCode).toBe(0);
    const body = github
      .commentsOn(84)
      .filter((comment) => !comment.body.startsWith('/preview'))
      .at(-1)!.body;
    expect(body).toMatch(/\*\*Kept:\*\* until \d{4}-\d\d-\d\d \d\d:\d\d UTC \(in [67]d( \d+h)?\), by @maintainer/);
    expect(Math.abs(Date.parse(run.outputs['expires-at']!) - (Date.now() + 7 * DAY))).toBeLessThan(10 * 60_000);
  });
});

/** `login` comments `body` on pull request `number`; the run is the issue_comment event GitHub then sends. */
function command(number: number, body: string, login: string, association: string, extra: Record<string, string> = {}) {
  const made = github.addComment(number, { login, body, association });
  return runAction({
    timeScale: emulator.speed,
    inputs: { ...platformInputs(emulator, github), ...LIFE, ...extra },
    eventName: 'issue_comment',
    event: issueCommentPayload({ ...made, association }, true),
    // An issue_comment run is on the default branch's commit, never the pull request's head.
    sha: 'a'.repeat(40),
    env: { GITHUB_API_URL: github.url },
    post: true,
  });
}

describe('/preview keep on an issue_comment event', { timeout: 240_000 }, () => {
  const report = (number: number) =>
    github
      .commentsOn(number)
      .filter((comment) => comment.user.login === github.botLogin && comment.body.includes('<!-- platform-deploy-report'));

  it("a reader's keep is refused on GitHub's word, with no platform request; a writer's renews the preview and keeps it, capped by max-keep", async () => {
    await previewAgo(89, 2 * DAY);
    const id = ids[89]!;
    const deploysOf = () =>
      emulator
        .requests()
        .filter((request) => request.method === 'POST' && request.path.startsWith(`/environment/${id}/`) && /deploy/i.test(request.path));

    emulator.clearRequests();
    const refused = await command(89, '/preview keep 7d', 'reader', 'CONTRIBUTOR');
    expect([refused.exitCode, refused.outputs.outcome]).toEqual([0, 'skipped']);
    expect(refused.stdout).toContain('::notice::platform-deploy: reader has no write access to this repository');
    expect(github.state.requests.some((request) => request.path === '/repos/acme/shop/collaborators/reader/permission')).toBe(true);
    expect(emulator.requests()).toEqual([]);

    const kept = await command(89, '/preview keep 7d', 'maintainer', 'MEMBER');
    expect([kept.exitCode, kept.outputs.outcome, kept.outputs['environment-id']]).toEqual([0, 'success', id]);
    // Renewed: the keep deployed the preview again, which the platform's history dates now.
    expect(deploysOf().length).toBeGreaterThan(0);
    expect(emulator.environmentStatus(id)?.state).toBe('DEPLOYED');
    let body = report(89).at(-1)!.body;
    expect(body).toMatch(/\*\*Kept:\*\* until \d{4}-\d\d-\d\d \d\d:\d\d UTC \(in [67]d( \d+h)?\), by @maintainer(?! \()/);
    expect(body).not.toContain('@reader');
    expect(Math.abs(Date.parse(kept.outputs['expires-at']!) - (Date.now() + 7 * DAY))).toBeLessThan(10 * 60_000);

    // Thirty days asked, ten allowed: kept ten days, and the comment says the rest was not given.
    const capped = await command(89, '/preview keep 30d', 'maintainer', 'MEMBER', { 'max-keep': '10d' });
    expect([capped.exitCode, capped.outputs.outcome]).toEqual([0, 'success']);
    body = report(89).at(-1)!.body;
    expect(body).toMatch(
      /\*\*Kept:\*\* until \S+ \S+ UTC \(in (9d( \d+h)?|10d)\), by @maintainer \(30d was asked; `max-keep` allows no longer\)/,
    );
    expect(Math.abs(Date.parse(capped.outputs['expires-at']!) - (Date.now() + 10 * DAY))).toBeLessThan(10 * 60_000);

    // The sweep holds it on the same keep, past its idle limits: kept, not stopped, not warned.
    const swept = await sweep({ 'max-keep': '10d' });
    expect(swept.exitCode).toBe(0);
    expect(swept.summary).toMatch(/\*\*Kept:\*\* .*blueprint-pr-89/);
    expect(emulator.environmentStatus(id)?.state).toBe('DEPLOYED');
    expect(warnings(89)).toEqual([]);
  });
});

describe('a preview whose history cannot be read', { timeout: 120_000 }, () => {
  // An older server without the first form of the history, whose second form this token may not read: neither can be read.
  let blind: Emulator;
  let hub: FakeGitHub;
  beforeAll(async () => {
    ({ emulator: blind, github: hub } = await startBoth(
      {
        speed: SPEED,
        staleMs: 3000 * SPEED,
        lacks: ['deploymentHistory'],
        forbidden: ['GET /environment/:environmentId/deploymentHistoryV2'],
      },
      { pulls: [{ number: 88, headSha: head(88) }] },
    ));
  });
  afterAll(() => closeAll(blind, hub));

  it('is neither stopped nor deleted for idling, however long idle: the sweep leaves it alone and says so', async () => {
    blind.setClock(Date.now() - 10 * DAY);
    const made = await runOnPullRequest({
      scaled: true,
      emulator: blind,
      github: hub,
      number: 88,
      head: head(88),
      inputs: { operation: 'preview' },
    });
    blind.setClock(Date.now());
    expect(made.exitCode).toBe(0);
    const id = made.outputs['environment-id']!;
    const writesBefore = blind.requests().filter((request) => request.method !== 'GET').length;

    const swept = await runAction({
      timeScale: blind.speed,
      inputs: { ...platformInputs(blind, hub), operation: 'sweep', ...LIFE },
      eventName: 'schedule',
      event: { schedule: '7 * * * *', repository: { full_name: 'acme/shop', name: 'shop', owner: { login: 'acme' } } },
      env: { GITHUB_API_URL: hub.url },
    });
    expect(swept.exitCode).toBe(0);
    expect(swept.outputs.outcome).toBe('success');
    // Both forms were asked, and neither answered.
    const asked = blind.requests().filter((request) => request.path.startsWith(`/environment/${id}/deploymentHistory`));
    expect(asked.map((request) => [request.path.split('/').at(-1), request.status])).toEqual([
      ['deploymentHistory', 404],
      ['deploymentHistoryV2', 403],
    ]);
    expect(blind.environments().some((environment) => environment.id === id)).toBe(true);
    expect(blind.environmentStatus(id)?.state).toBe('DEPLOYED');
    const writes = blind
      .requests()
      .filter((request) => request.method !== 'GET')
      .slice(writesBefore);
    expect(writes).toEqual([]);
    expect(JSON.parse(swept.outputs.swept!)).toEqual([]);
    expect(hub.commentsOn(88).filter((comment) => comment.body.includes('expiry-warning'))).toEqual([]);
    expect(swept.summary).toContain('**History unreadable, left alone:** blueprint-pr-88');
    expect(swept.stdout).toContain('1 left alone: their deployment history could not be read');
    expect(swept.stdout).toMatch(
      /blueprint-pr-88 is left alone: the deployment history could not be read .*neither stopped nor deleted for idling/,
    );
  });
});

describe('a push that deploys nothing', { timeout: 180_000 }, () => {
  // A monorepo's preview of one application built from its own folder: a docs-only push deploys nothing (affected-only).
  let platformOf: Emulator;
  let hub: FakeGitHub;
  let appId = '';
  const PULL = 71;
  const sha = (digit: string) => digit.repeat(40);
  const pushRun = (commit: string, action: string) =>
    runOnPullRequest({
      scaled: true,
      emulator: platformOf,
      github: hub,
      number: PULL,
      head: commit,
      action,
      inputs: { operation: 'preview', application: appId, 'affected-only': 'true', 'github-deployment': 'false', ...LIFE },
    });
  const sweepOf = () =>
    runAction({
      timeScale: platformOf.speed,
      inputs: { ...platformInputs(platformOf, hub), operation: 'sweep', ...LIFE },
      eventName: 'schedule',
      event: { schedule: '7 * * * *', repository: { full_name: 'acme/shop', name: 'shop', owner: { login: 'acme' } } },
      env: { GITHUB_API_URL: hub.url },
    });
  const report = () => hub.commentsOn(PULL).find((comment) => comment.body.startsWith('<!-- platform-deploy-report'))!;

  beforeAll(async () => {
    ({ emulator: platformOf, github: hub } = await startBoth(
      { speed: SPEED, staleMs: 3000 * SPEED },
      { pulls: [{ number: PULL, headSha: sha('1') }] },
    ));
    const response = await fetch(`${platformOf.url}/environment/${platformOf.seed.blueprintEnvironmentId}/application`, {
      method: 'POST',
      headers: { Authorization: `Token ${platformOf.tokens.admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'web',
        git_repository: { url: 'https://github.com/acme/shop.git', branch: 'main', root_path: '/apps/web' },
      }),
    });
    appId = ((await response.json()) as { id: string }).id;
    hub.addCommit(sha('0'), undefined, ['README.md']);
    hub.addCommit(sha('1'), sha('0'), ['apps/web/index.ts']);
    hub.setRole('maintainer', 'write');
  });
  afterAll(() => closeAll(platformOf, hub));

  it('renews the idle clock by the action’s record in its own comment; without that record the sweep decides from the platform’s dates', async () => {
    platformOf.setClock(Date.now() - 4 * DAY);
    const opened = await pushRun(sha('1'), 'opened');
    platformOf.setClock(Date.now());
    expect(opened.outputs.outcome).toBe('success');
    const id = opened.outputs['environment-id']!;

    hub.addCommit(sha('2'), sha('1'), ['docs/guide.md']);
    hub.setHead(PULL, sha('2'));
    const deploysBefore = platformOf.requests().filter((request) => request.method === 'POST' && /deploy/i.test(request.path)).length;
    const pushed = await pushRun(sha('2'), 'synchronize');
    expect([pushed.exitCode, pushed.outputs.outcome]).toEqual([0, 'skipped']);
    expect(platformOf.requests().filter((request) => request.method === 'POST' && /deploy/i.test(request.path)).length).toBe(deploysBefore);
    // The platform keeps no date of this push: the comment's marker does, and the comment counts idle from it.
    const recorded = /^<!-- platform-deploy-report [^\n]* renewed:(\d+) -->/.exec(report().body);
    expect(recorded).not.toBeNull();
    expect(Math.abs(Number(recorded![1]) - Date.now())).toBeLessThan(10 * 60_000);
    expect(report().body).toMatch(
      /\*\*Idle:\*\* sleeps at \S+ \S+ UTC \(in 1[12]h( \d+m)?\) · deleted at \S+ \S+ UTC \(in [23]d( \d+h)?\)/,
    );
    expect(Math.abs(Date.parse(pushed.outputs['expires-at']!) - (Date.now() + 3 * DAY))).toBeLessThan(10 * 60_000);

    // Idle four days by the platform's dates, renewed now by the record: neither stopped nor warned.
    const writesBefore = platformOf.requests().filter((request) => request.method !== 'GET').length;
    const kept = await sweepOf();
    expect(kept.exitCode).toBe(0);
    expect(platformOf.environmentStatus(id)?.state).toBe('DEPLOYED');
    expect(platformOf.requests().filter((request) => request.method !== 'GET').length).toBe(writesBefore);
    expect(hub.commentsOn(PULL).filter((comment) => comment.body.includes('expiry-warning'))).toEqual([]);

    // The record gone from the action's comment, and the same marker in a comment by someone else: a record only the action's own login writes counts.
    const own = report();
    hub.editComment(own.id, own.body.replace(/ renewed:\d+ -->/, ' -->'));
    hub.addComment(PULL, { login: 'maintainer', body: own.body, association: 'MEMBER' });
    const decided = await sweepOf();
    expect(decided.exitCode).toBe(0);
    expect(platformOf.environmentStatus(id)?.state).toMatch(/STOP/);
    expect(decided.summary).toContain(`**Stopped for idling:** blueprint-pr-${PULL}`);
    const warned = hub.commentsOn(PULL).filter((comment) => comment.body.includes('expiry-warning'));
    expect(warned).toHaveLength(1);
    // Its deletion is dated from the platform's last deployment, four days ago: due a day ago.
    const due = /expiry-warning \S+ (\S+) -->/.exec(warned[0]!.body)![1]!;
    expect(Math.abs(Date.parse(due) - (Date.now() - DAY))).toBeLessThan(10 * 60_000);
  });
});
