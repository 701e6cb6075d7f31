/**
 * The end-to-end workflow the docs show on `deployment_status`, run as GitHub would decide it: its
 * job's `if:` and its `BASE_URL`, evaluated on GitHub's own `deployment_status` examples and on the
 * statuses a Deployment of this action makes with an App's token (`deployments-token`). Only that
 * token's statuses start a workflow at all: GitHub starts none on an event the workflow's own
 * GITHUB_TOKEN made.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { webhooks } from '@octokit/openapi-webhooks-types';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startFakeGitHub, type FakeGitHub } from '../../tools/fake-github/index.ts';
import { examplesOf, type Example } from '../support/webhook-examples.ts';
import { evaluate, interpolate } from '../support/workflow-expression.ts';
import { failedResult, HEAD, previewResult } from './results.ts';
import { previewStart, reporting } from './reporting.ts';

type DeploymentStatusEvent = webhooks['deployment-status-created']['post']['requestBody']['content']['application/json'];

const DOC = resolve(import.meta.dirname, '../../docs/required-check-and-e2e.md');

/** The docs' workflow that runs `on: deployment_status`, as GitHub reads its YAML. */
function e2eWorkflow(): { condition: string; env: Record<string, string> } {
  const blocks = [...readFileSync(DOC, 'utf8').matchAll(/```yaml\n([\s\S]*?)```/g)].map((match) => match[1]!);
  const text = blocks.find((block) => /^on: deployment_status$/m.test(block));
  if (!text) throw new Error('the docs show no workflow on deployment_status');
  const workflow = parse(text) as { jobs: Record<string, { if: string; steps: { env?: Record<string, string> }[] }> };
  const [job] = Object.values(workflow.jobs);
  return { condition: job!.if, env: Object.assign({}, ...job!.steps.map((step) => step.env ?? {})) };
}

/** What the workflow does on an event: whether its job runs, and the environment its steps get. */
function decide(event: Example): { runs: boolean; env: Record<string, string> } {
  const { condition, env } = e2eWorkflow();
  const context = { github: { event, event_name: 'deployment_status' } };
  const runs = evaluate(condition, context) === true;
  return { runs, env: Object.fromEntries(Object.entries(env).map(([name, value]) => [name, interpolate(value, context)])) };
}

let github: FakeGitHub;

beforeEach(async () => {
  github = await startFakeGitHub({ pulls: [{ number: 41, headSha: HEAD }] });
});
afterEach(() => github.close());

/**
 * The `deployment_status` events GitHub sends for the fake's Deployment and statuses: one of
 * GitHub's examples, with the fields GitHub fills from the Deployment and the status replaced by
 * what the action wrote (their names checked against GitHub's webhook types).
 */
function eventsOf(fake: FakeGitHub): { creator: string; event: Example }[] {
  const [example] = examplesOf('deployment_status');
  const { deployments, statuses } = fake.deployments();
  return statuses.map((status) => {
    const deployment = deployments.find((each) => each.id === status.deployment_id)!;
    const made: Partial<DeploymentStatusEvent['deployment']> = {
      id: deployment.id,
      sha: deployment.sha,
      ref: deployment.ref,
      environment: deployment.environment,
      original_environment: deployment.environment,
      transient_environment: deployment.transient_environment,
      production_environment: deployment.production_environment,
      description: deployment.description,
      payload: (deployment.payload ?? {}) as DeploymentStatusEvent['deployment']['payload'],
    };
    const told: Partial<DeploymentStatusEvent['deployment_status']> = {
      id: status.id,
      state: status.state,
      description: status.description,
      environment: deployment.environment,
      // GitHub leaves out what the status was not given.
      ...(status.environment_url ? { environment_url: status.environment_url } : {}),
      ...(status.log_url ? { log_url: status.log_url } : {}),
    };
    const { environment_url: _url, ...exampleStatus } = example!['deployment_status'] as Record<string, unknown>;
    return {
      creator: status.creator.login,
      event: {
        ...example!,
        deployment: { ...(example!['deployment'] as object), ...made },
        deployment_status: { ...exampleStatus, ...told },
        sender: { login: status.creator.login },
      },
    };
  });
}

describe("the docs' end-to-end workflow on deployment_status", () => {
  it("is skipped on each of GitHub's examples, none of which says where the deployment is", () => {
    const examples = examplesOf('deployment_status');
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) expect(decide(example).runs).toBe(false);
  });

  it("runs on a successful status of GitHub's examples once it has an environment_url, and only then, testing that URL", () => {
    for (const example of examplesOf('deployment_status')) {
      const status = example['deployment_status'] as Record<string, unknown>;
      const withUrl = { ...example, deployment_status: { ...status, environment_url: 'https://app.example.com' } };
      const decided = decide(withUrl);
      expect(decided.runs).toBe(status['state'] === 'success');
      if (decided.runs) expect(decided.env['BASE_URL']).toBe('https://app.example.com');
    }
  });

  it("runs once on an App-token preview, after its success, against the preview's URL", async () => {
    const app = github.addAppToken('preview-deployer');
    const { reporter } = reporting(github, { settings: { deploymentsToken: app.token } });
    await reporter.start(previewStart(HEAD));
    await reporter.finish(previewResult());

    const events = eventsOf(github);
    expect(events.map(({ event }) => (event['deployment_status'] as { state: string }).state)).toEqual(['in_progress', 'success']);
    // GitHub starts workflows on these: they were made with the App's token, not the workflow's own.
    expect(events.map(({ creator }) => creator)).toEqual([app.login, app.login]);
    const decided = events.map(({ event }) => decide(event));
    expect(decided.map(({ runs }) => runs)).toEqual([false, true]);
    expect(decided[1]!.env).toEqual({ BASE_URL: 'https://shop-pr-41.preview.example.com', ENVIRONMENT: 'shop-pr-41' });
  });

  it('is skipped on a failed preview, and with the default token no status could start it at all', async () => {
    const { reporter } = reporting(github);
    await reporter.start(previewStart(HEAD));
    await reporter.finish(failedResult());
    const events = eventsOf(github);
    expect(events.map(({ event }) => decide(event).runs)).toEqual([false, false]);
    expect(new Set(events.map(({ creator }) => creator))).toEqual(new Set([github.botLogin]));
  });
});
