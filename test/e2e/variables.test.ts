/**
 * The `variables` input through the bundle: placeholders filled in and read back from the
 * platform, a second run updating by key without a duplicate, `{number}` and `{branch}` on a
 * `/preview` command (the pull request read from GitHub), and refusals before any write: a
 * `{url:SERVICE}` naming no service, a value that is the key of a variable the blueprint has.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../../tools/emulator/index.ts';
import type { FakeGitHub } from '../../tools/fake-github/index.ts';
import { issueCommentPayload, pullRequestPayload, runAction } from '../../tools/runner/child.ts';
import { NO_GITHUB, closeAll, platformInputs, startBoth } from '../support/e2e.ts';

let emulator: Emulator;
let github: FakeGitHub;

beforeAll(async () => {
  ({ emulator, github } = await startBoth({ speed: 0.05, staleMs: 150 }, { pulls: [{ number: 74, headSha: 'e'.repeat(40) }] }));
  // A collaborator GitHub confirms as a writer, by its association and by its permission alike.
  github.setRole('maintainer', 'write');
  github.setRole('outsider', 'read');
});
afterAll(() => closeAll(emulator, github));

const VARIABLES = 'PR={number}\nWEB_API={url:web}/api\nBUILD=build-{sha}';

function preview(number: number, sha: string, variables = VARIABLES) {
  return runAction({
    timeScale: emulator.speed,
    inputs: {
      ...platformInputs(emulator),
      job: emulator.seed.jobIds[0]!,
      ...NO_GITHUB,
      variables,
    },
    eventName: 'pull_request',
    event: pullRequestPayload(number, sha),
  });
}

const writes = () => emulator.requests().filter((request) => request.method !== 'GET');
/** The variables of the input (the action's own mark of a preview left out). */
const valuesOf = (environmentId: string) =>
  emulator
    .variables(environmentId)
    .filter((variable) => variable.key !== 'PREVIEW_BLUEPRINT_ID')
    .map((variable) => [variable.key, variable.value])
    .sort();

describe('variables through dist/', { timeout: 120_000 }, () => {
  it('sets {number} and {url:web} on the preview, and a second run updates them by key without duplicates', async () => {
    const first = await preview(71, '1'.repeat(40));
    expect(first.exitCode).toBe(0);
    const previewId = first.outputs['environment-id']!;
    const web = JSON.parse(first.outputs['urls']!).web as string;
    expect(web).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/_services\//);
    expect(valuesOf(previewId)).toEqual([
      ['BUILD', `build-${'1'.repeat(40)}`],
      ['PR', '71'],
      ['WEB_API', `${web}/api`],
    ]);
    // A new preview's web had no link before its first deployment: said, not hidden.
    expect(first.stdout).toContain('Variables WEB_API were set after the deployment');
    expect(first.stdout).toContain('Variable PR=71');

    emulator.clearRequests();
    const second = await preview(71, '2'.repeat(40));
    expect(second.exitCode).toBe(0);
    expect(valuesOf(previewId)).toEqual([
      ['BUILD', `build-${'2'.repeat(40)}`],
      ['PR', '71'],
      ['WEB_API', `${web}/api`],
    ]);
    const variableWrites = writes().filter((request) => request.path.includes('/environmentVariable'));
    // Only the value that changed is written, by its id: no create, so no duplicate.
    expect(variableWrites.map((request) => request.method)).toEqual(['PUT']);
    expect(second.stdout).not.toContain('set after the deployment');
    expect(second.stdout).toContain('Variable WEB_API=');
  });

  /** `login` comments /preview on pull request 74, and the run is that issue_comment event's, with {number} and {branch} in `variables`. */
  function commanded(login: string, association: string) {
    const made = github.addComment(74, { login, body: '/preview', association });
    return runAction({
      inputs: {
        ...platformInputs(emulator, github),
        job: emulator.seed.jobIds[0]!,
        variables: 'PR={number}\nBRANCH=branch-{branch}',
        comment: 'off',
        'github-deployment': 'false',
      },
      eventName: 'issue_comment',
      event: issueCommentPayload({ ...made, association }),
      sha: 'a'.repeat(40),
      env: { GITHUB_API_URL: github.url },
    });
  }

  it("answers an outsider's /preview with the one refusal, not a failed run, whatever {number} the variables hold", async () => {
    emulator.clearRequests();
    const run = await commanded('outsider', 'NONE');
    expect([run.exitCode, run.outputs.outcome]).toEqual([0, 'skipped']);
    expect(run.stdout).not.toMatch(/^::error::/m);
    expect(run.stdout).toContain('::notice::platform-deploy: outsider has no write access to this repository');
    expect(emulator.requests()).toEqual([]);
  });

  it("previews a collaborator's /preview with {number} and {branch} filled in from the pull request GitHub names", async () => {
    const run = await commanded('maintainer', 'COLLABORATOR');
    expect(run.stdout).not.toMatch(/^::error::/m);
    expect([run.exitCode, run.outputs.outcome, run.outputs.created]).toEqual([0, 'success', 'true']);
    expect(valuesOf(run.outputs['environment-id']!)).toEqual([
      ['BRANCH', 'branch-feature-74'],
      ['PR', '74'],
    ]);
  });

  it('refuses LOG_LEVEL=DEBUG beside a DEBUG of the blueprint, naming both, with no write', async () => {
    const blueprint = emulator.seed.blueprintEnvironmentId;
    const answer = await fetch(`${emulator.url}/environment/${blueprint}/environmentVariable`, {
      method: 'POST',
      headers: { authorization: `Token ${emulator.tokens.admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ key: 'DEBUG', value: 'false' }),
    });
    expect(answer.status).toBe(201);
    emulator.clearRequests();
    const run = await preview(73, '4'.repeat(40), 'LOG_LEVEL=DEBUG');
    expect(run.exitCode).toBe(1);
    expect(run.outputs['failure-reason']).toBe(
      'Input "variables": LOG_LEVEL=DEBUG: DEBUG is a variable of blueprint blueprint, so the platform would make LOG_LEVEL an alias of DEBUG rather than hold the text "DEBUG"; use another value',
    );
    expect(writes()).toEqual([]);
    expect(emulator.environments().some((environment) => environment.name === 'blueprint-pr-73')).toBe(false);
  });

  it('refuses {url:SERVICE} naming no service of the blueprint before any write', async () => {
    emulator.clearRequests();
    const run = await preview(72, '3'.repeat(40), 'API={url:api}');
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain('Input "variables": {url:api} names no service of blueprint blueprint (its services: ');
    expect(writes()).toEqual([]);
    expect(emulator.environments().some((environment) => environment.name === 'blueprint-pr-72')).toBe(false);
  });

  it("refuses a deploy's value that is the key of a variable of the project's scope, before any write", async () => {
    const answer = await fetch(`${emulator.url}/project/${emulator.seed.projectId}/environmentVariable`, {
      method: 'POST',
      headers: { authorization: `Token ${emulator.tokens.admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ key: 'SENTRY_DSN', value: 'https://sentry.example.test/1' }),
    });
    expect(answer.status).toBe(201);
    emulator.clearRequests();
    const run = await runAction({
      inputs: {
        ...platformInputs(emulator),
        ...NO_GITHUB,
        environment: emulator.seed.productionEnvironmentId,
        variables: 'TRACKER=SENTRY_DSN',
      },
      eventName: 'push',
      event: { ref: 'refs/heads/main' },
      sha: 'f'.repeat(40),
    });
    expect(run.exitCode).toBe(1);
    expect(run.outputs['failure-reason']).toBe(
      'Input "variables": TRACKER=SENTRY_DSN: SENTRY_DSN is a variable of environment production (scope PROJECT), so the platform would make TRACKER an alias of SENTRY_DSN rather than hold the text "SENTRY_DSN"; use another value',
    );
    expect(writes()).toEqual([]);
  });
});
