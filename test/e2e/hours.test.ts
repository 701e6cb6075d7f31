/**
 * `preview-hours` through the bundle: a new preview gets a deployment rule that has the platform
 * stop it outside the hours (read back from the platform, and honoured on the emulator's clock),
 * the comment says when it sleeps and wakes, a second run leaves a rule that holds alone, and a changed value edits it. A value that
 * does not parse, of any kind, fails with one line, exit code 1 and no request; a token that may
 * not edit the rule fails naming the scope; a dry run writes nothing and lists the rule.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../tools/emulator/index.ts';
import type { FakeGitHub } from '../../tools/fake-github/index.ts';
import { callerFor } from '../support/caller.ts';
import { closeAll, runOnPullRequest, startBoth } from '../support/e2e.ts';

let emulator: Emulator;
let github: FakeGitHub;
const HEAD = 'b7'.repeat(20);
const PULLS = [81, 82, 83, 84, 85, 86];

beforeAll(async () => {
  ({ emulator, github } = await startBoth(
    { speed: 0.05, staleMs: 100, forbidden: ['PUT /environment/:environmentId/deploymentRule/:deploymentRuleId'] },
    { pulls: PULLS.map((number) => ({ number, headSha: HEAD })) },
  ));
});
afterAll(() => closeAll(emulator, github));

function run(number: number, inputs: Record<string, string>, target = emulator) {
  return runOnPullRequest({ scaled: true, emulator: target, github, number, head: HEAD, action: 'opened', inputs });
}

const ruleOf = async (target: Emulator, environmentId: string) =>
  (await callerFor(target, target.tokens.read)('GET', `/environment/${environmentId}/deploymentRule`)).body;
const writes = (target: Emulator) => target.requests().filter((request) => request.method !== 'GET');

describe('preview-hours end to end', { timeout: 180_000 }, () => {
  let open: Emulator;
  beforeAll(async () => {
    open = await startEmulator({ speed: 0.05, staleMs: 100 });
  });
  afterAll(() => open.close());

  it("sets the new preview's rule, read back from the platform; the comment says when it sleeps and wakes", async () => {
    const made = await run(81, { 'preview-hours': 'Mon-Fri 08:00-19:00 Europe/Paris' }, open);
    expect(made.exitCode).toBe(0);
    expect(made.outputs.outcome).toBe('success');
    const id = made.outputs['environment-id']!;
    expect(await ruleOf(open, id)).toMatchObject({
      auto_stop: true,
      timezone: 'Europe/Paris',
      start_time: '1970-01-01T08:00:00.000Z',
      stop_time: '1970-01-01T19:00:00.000Z',
      weekdays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'],
    });
    expect(open.environmentStatus(id)?.state).toBe('DEPLOYED');
    const line =
      '**Working hours:** sleeps outside Mon–Fri 08:00–19:00 (Europe/Paris): the platform stops it at 19:00 and wakes it at 08:00';
    expect(github.commentsOn(81).at(-1)!.body).toContain(line);
    expect(made.summary).toContain(line);

    // Again with the same hours: the rule holds, nothing is written to it.
    open.clearRequests();
    const again = await run(81, { 'preview-hours': 'mon-fri 8:00-19:00 europe/paris' }, open);
    expect(again.exitCode).toBe(0);
    expect(writes(open).filter((request) => request.path.includes('/deploymentRule'))).toEqual([]);
    expect(again.stdout).toContain('already sleeps outside Mon–Fri 08:00–19:00 (Europe/Paris)');

    // Other hours on the same preview: the rule is edited.
    const changed = await run(81, { 'preview-hours': 'Mon,Wed,Fri 09:30-17:00 America/New_York' }, open);
    expect(changed.exitCode).toBe(0);
    expect(await ruleOf(open, id)).toMatchObject({
      auto_stop: true,
      timezone: 'America/New_York',
      start_time: '1970-01-01T09:30:00.000Z',
      stop_time: '1970-01-01T17:00:00.000Z',
      weekdays: ['MONDAY', 'WEDNESDAY', 'FRIDAY'],
    });
    expect(github.commentsOn(81).at(-1)!.body).toContain('sleeps outside Mon, Wed, Fri 09:30–17:00 (America/New&#95;York)');

    // A dry run on it reads the rule and plans nothing for it.
    open.clearRequests();
    const planned = await run(81, { 'preview-hours': 'Mon,Wed,Fri 09:30-17:00 America/New_York', 'dry-run': 'true' }, open);
    expect(planned.outputs.outcome).toBe('planned');
    expect(writes(open)).toEqual([]);
    expect(planned.summary).toContain('keep the deployment rule of blueprint-pr-81: it already stops it outside Mon, Wed, Fri 09:30–17:00');
  });

  it('the platform honours the rule the action set: the preview sleeps when the hours end and wakes when they begin', async () => {
    const made = await run(86, { 'preview-hours': 'Mon-Fri 08:00-19:00 Europe/Paris' }, open);
    expect(made.exitCode).toBe(0);
    const id = made.outputs['environment-id']!;
    const stateOf = () => open.environmentStatus(id)?.state;
    // Paris is UTC+1 in November: a Wednesday at 09:00, at 20:00, and the Thursday at 09:00.
    open.setClock(Date.parse('2026-11-25T08:00:00Z'));
    expect(stateOf()).toBe('DEPLOYED');
    open.setClock(Date.parse('2026-11-25T19:00:00Z'));
    await expect.poll(stateOf, { timeout: 10_000 }).toBe('STOPPED');
    open.setClock(Date.parse('2026-11-26T08:00:00Z'));
    await expect.poll(stateOf, { timeout: 10_000 }).toBe('DEPLOYED');
  });

  it('without preview-hours leaves the rule alone and says nothing of sleep', async () => {
    open.clearRequests();
    const made = await run(82, {}, open);
    expect(made.exitCode).toBe(0);
    expect(open.requests().filter((request) => request.path.includes('/deploymentRule'))).toEqual([]);
    expect((await ruleOf(open, made.outputs['environment-id']!)).auto_stop).toBe(false);
    expect(github.commentsOn(82).at(-1)!.body).not.toContain('Working hours');
  });

  it('a dry run writes nothing and lists the rule in its plan', async () => {
    open.clearRequests();
    const planned = await run(83, { 'preview-hours': 'Sat,Sun 10:00-12:00 UTC', 'dry-run': 'true' }, open);
    expect(planned.exitCode).toBe(0);
    expect(planned.outputs.outcome).toBe('planned');
    expect(writes(open)).toEqual([]);
    expect(planned.summary).toContain(
      'set the deployment rule of blueprint-pr-83: stopped outside Sat, Sun 10:00–12:00 (UTC), started inside them',
    );
  });

  it.each([
    [
      'a day misspelt',
      'Mon-Fir 08:00-19:00 Europe/Paris',
      '"Fir" is not a day (Mon, Tue, Wed, Thu, Fri, Sat, Sun), such as Mon-Fri 08:00-19:00 Europe/Paris',
    ],
    ['a time past midnight', 'Mon-Fri 08:00-25:00 Europe/Paris', '"25:00" is not a time of day HH:MM from 00:00 to 23:59'],
    [
      'a start after the stop',
      'Mon-Fri 19:00-08:00 Europe/Paris',
      'starts at 19:00, not before it stops at 08:00: the start must come first, such as Mon-Fri 08:00-19:00 Europe/Paris',
    ],
    [
      'an unknown timezone',
      'Mon-Fri 08:00-19:00 Mars/Olympus',
      '"Mars/Olympus" is not an IANA timezone such as Europe/Paris, America/New_York or UTC',
    ],
    ['no timezone', 'Mon-Fri 08:00-19:00', 'must be days, a start and stop time and a timezone, such as Mon-Fri 08:00-19:00 Europe/Paris'],
  ])('refuses %s with one line, exit code 1 and no request', async (_kind, value, problem) => {
    open.clearRequests();
    const refused = await run(84, { 'preview-hours': value }, open);
    expect(refused.exitCode).toBe(1);
    const errors = refused.stdout.split('\n').filter((line) => line.startsWith('::error::'));
    expect(errors).toEqual([`::error::platform-deploy: Input "preview-hours": ${problem}`]);
    expect(open.requests()).toEqual([]);
  });

  it('a token that may not edit the rule fails naming the scope, before the deployment', async () => {
    const refused = await run(85, { 'preview-hours': 'Mon-Fri 08:00-19:00 Europe/Paris' });
    expect(refused.exitCode).toBe(1);
    expect(refused.outputs.outcome).toBe('failure');
    const errors = refused.stdout.split('\n').filter((line) => line.startsWith('::error::'));
    expect(errors.join('\n')).toMatch(
      /preview-hours: could not set the deployment rule of blueprint-pr-85: PUT \S+ answered 403: the API token lacks the Write scope/,
    );
    const id = refused.outputs['environment-id']!;
    expect(emulator.requests().filter((request) => request.method === 'POST' && request.path.endsWith(`/${id}/redeploy`))).toEqual([]);
  });
});
