/**
 * preview's named steps, each on its own against the emulator: finding the preview (the blueprint,
 * this pull request's preview, and in one wave what that preview holds), the refusals made before
 * any write, and the script that runs them: a first run creates, a second reuses, a dry run writes
 * nothing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { parseInputs, type RawInputs } from '../../../src/config/index.ts';
import { findPreview, refuseBeforeWrite } from '../../../src/operations/preview/preview.ts';
import { PlatformClient } from '../../../src/platform/client.ts';
import type { OperationContext } from '../../../src/run/context.ts';
import { startEmulator, type Emulator } from '../../../tools/emulator/index.ts';
import { scaledClock } from '../../../tools/runner/clock.ts';
import { pullRequestEvent, runAgainst, SCALE } from '../../../tools/runner/in-process.ts';

let emulator: Emulator | undefined;

afterEach(async () => {
  await emulator?.close();
  emulator = undefined;
});

/** The emulator of the test, started by its first context. */
const platform = (): Emulator => emulator!;

const NUMBER = 41;

/** The context a preview of pull request NUMBER runs with, `inputs` over the blueprint and its job. */
async function contextOf(inputs: (emulator: Emulator) => RawInputs = () => ({})): Promise<OperationContext> {
  emulator ??= await startEmulator({ speed: SCALE, staleMs: 3000 * SCALE, seed: 11 });
  const clock = scaledClock(SCALE);
  const config = parseInputs(
    {
      'api-url': emulator.url,
      'api-token': emulator.tokens.admin,
      environment: emulator.seed.blueprintEnvironmentId,
      job: emulator.seed.jobIds[0]!,
      commit: 'c0ffee1',
      'timeout-minutes': '5',
      ...inputs(emulator),
    },
    pullRequestEvent(NUMBER),
  );
  const client = new PlatformClient({
    baseUrl: config.apiUrl,
    token: config.apiToken,
    sleep: clock.sleep,
    baseDelayMs: 20,
    maxDelayMs: 100,
  });
  const lines: string[] = [];
  const log = { info: (line: string) => lines.push(line), notice: () => {}, warning: () => {}, startGroup: () => {}, endGroup: () => {} };
  return { client, config, clock, log, deadline: clock.now() + 60_000 };
}

const writes = () =>
  platform()
    .requests()
    .filter((request) => request.method !== 'GET');

describe("preview's steps", { timeout: 60_000 }, () => {
  it('finds no preview on a first run: the blueprint, the services named, the project’s environments to count and guard the create', async () => {
    const ctx = await contextOf();
    const found = await findPreview(ctx, ctx.config.pullRequest!);
    expect(found.existing).toBeUndefined();
    expect(found.leaving).toBeUndefined();
    expect(found.blueprint.environment.id).toBe(platform().seed.blueprintEnvironmentId);
    expect(found.blueprint.selected.map((service) => service.id)).toEqual([platform().seed.jobIds[0]]);
    expect(found.blueprint.siblings.map((environment) => environment.name)).toContain('production');
    expect(found.name).toContain(String(NUMBER));
    expect(writes()).toEqual([]);
  });

  it('finds the preview a first run made, deployed, and refuses nothing to reuse it', async () => {
    const ctx = await contextOf();
    const first = await runAgainst(
      platform(),
      { environment: platform().seed.blueprintEnvironmentId, job: platform().seed.jobIds[0]!, commit: 'c0ffee1', 'timeout-minutes': '5' },
      pullRequestEvent(NUMBER),
    );
    expect(first.result.outcome).toBe('success');
    const found = await findPreview(ctx, ctx.config.pullRequest!);
    expect(found.existing?.id).toBe(first.result.environmentId);
    expect(found.lastState).toBe('DEPLOYED');
    // Its project's environments are not read again for a preview that exists: it counts against no cap.
    expect(found.blueprint.siblings).toEqual([]);
    const before = writes().length;
    await expect(refuseBeforeWrite(ctx, found)).resolves.toEqual({ marked: true });
    expect(writes()).toHaveLength(before);
  });

  it('refuses a PRODUCTION blueprint as soon as it is read, whatever the services named, before any write; blueprint-production: allow clones it', async () => {
    const refused = await contextOf((emulator) => ({ environment: emulator.seed.productionEnvironmentId }));
    await expect(findPreview(refused, refused.config.pullRequest!)).rejects.toThrow(
      /^Input "environment": production is in mode PRODUCTION/,
    );
    expect(writes()).toEqual([]);
    const allowed = await contextOf((emulator) => ({
      environment: emulator.seed.productionEnvironmentId,
      'blueprint-production': 'allow',
      job: '',
    }));
    const again = await findPreview(allowed, allowed.config.pullRequest!);
    await expect(refuseBeforeWrite(allowed, again)).resolves.toEqual({ marked: false });
  });

  it('refuses an environment of the preview’s name in another mode, before any write', async () => {
    const ctx = await contextOf(() => ({ 'preview-name': 'staging-{number}' }));
    const { projectId, clusterId } = platform().seed;
    const made = await ctx.client.environments.create({
      projectId,
      body: { name: `staging-${NUMBER}`, mode: 'STAGING', cluster_id: clusterId },
    });
    const before = writes().length;
    expect(made?.id).toBeDefined();
    await expect(findPreview(ctx, ctx.config.pullRequest!)).rejects.toThrow(
      /already exists in mode STAGING; refusing to use it as a preview/,
    );
    expect(writes()).toHaveLength(before);
  });

  it('refuses a {url:SERVICE} that names no service the clone copies, and a value that aliases a key, before any write', async () => {
    const url = await contextOf(() => ({ variables: 'API_URL={url:nowhere}' }));
    await expect(refuseBeforeWrite(url, await findPreview(url, url.config.pullRequest!))).rejects.toThrow(
      /\{url:nowhere\} names no service of blueprint blueprint/,
    );
    expect(writes()).toEqual([]);
    await url.client.environments.createVariable({
      environmentId: platform().seed.blueprintEnvironmentId,
      body: { key: 'SHARED', value: 'x' },
    });
    const before = writes().length;
    const alias = await contextOf(() => ({ variables: 'COPY=SHARED' }));
    await expect(refuseBeforeWrite(alias, await findPreview(alias, alias.config.pullRequest!))).rejects.toThrow(/Input "variables": COPY/);
    expect(writes()).toHaveLength(before);
  });

  it('runs its steps in order: a dry run plans the clone and writes nothing; a first run creates, a second reuses', async () => {
    await contextOf();
    const inputs = {
      environment: platform().seed.blueprintEnvironmentId,
      job: platform().seed.jobIds[0]!,
      commit: 'c0ffee1',
      'timeout-minutes': '5',
    };
    const dry = await runAgainst(platform(), { ...inputs, 'dry-run': 'true' }, pullRequestEvent(NUMBER));
    expect(dry.result.outcome).toBe('planned');
    expect(dry.result.plan?.[0]).toMatch(/^clone blueprint blueprint as preview environment \S+ \(mode PREVIEW\)$/);
    expect(writes()).toEqual([]);
    const first = await runAgainst(platform(), inputs, pullRequestEvent(NUMBER));
    const second = await runAgainst(platform(), { ...inputs, commit: 'c0ffee2' }, pullRequestEvent(NUMBER));
    expect([first.result.outcome, first.result.created, second.result.outcome, second.result.created]).toEqual([
      'success',
      true,
      'success',
      false,
    ]);
    expect(second.result.environmentId).toBe(first.result.environmentId);
    expect(second.result.stages.map((stage) => stage.name)).toContain('reuse preview');
    expect(writes().filter((request) => request.path.endsWith('/clone'))).toHaveLength(1);
  });
});
