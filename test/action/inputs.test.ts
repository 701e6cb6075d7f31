import { describe, expect, it } from 'vitest';
import { InputError, parseInputs, type RawInputs, type RunEvent } from '../../src/inputs.ts';
import { BAD_INPUTS } from '../support/bad-inputs.ts';

const ENV = '3f2b9c1e-8d4a-4e7b-9a61-0c5d2e7f4b18';
const JOB = '9a0c1d2e-3f4a-4b5c-8d6e-7f8091a2b3c4';
const PR_EVENT: RunEvent = {
  eventName: 'pull_request',
  sha: 'abc123',
  pullRequest: { number: 7, headSha: 'deadbeef', headBranch: 'feature/x', title: 't', fork: false, closed: false },
};
const PUSH_EVENT: RunEvent = { eventName: 'push', sha: 'cafe42' };
const GOOD: RawInputs = { 'api-url': 'https://api.example.com', 'api-token': 'tok-123', environment: ENV };

function message(raw: RawInputs, event: RunEvent = PR_EVENT): string {
  try {
    parseInputs({ ...GOOD, ...raw }, event);
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return (error as Error).message;
  }
  throw new Error('expected an InputError');
}

describe('parseInputs', () => {
  it('builds a frozen config with the documented defaults', () => {
    const config = parseInputs({ ...GOOD, job: `${JOB}\n`, secrets: 'A=1\n# note\n\nB="two words"' }, PR_EVENT);
    expect(config).toMatchObject({
      operation: 'preview',
      commit: 'deadbeef',
      jobIds: [JOB],
      secrets: [
        { key: 'A', value: '1' },
        { key: 'B', value: 'two words' },
      ],
      previewName: '{environment}-pr-{number}',
      previewScope: 'environment',
      wait: true,
      timeoutMinutes: 30,
      cancelOnTimeout: false,
      comment: 'update',
      githubDeployment: true,
      dryRun: false,
    });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('resolves auto from the event', () => {
    expect(parseInputs(GOOD, PR_EVENT).operation).toBe('preview');
    expect(parseInputs(GOOD, { ...PR_EVENT, pullRequest: { ...PR_EVENT.pullRequest!, closed: true } }).operation).toBe('cleanup');
    expect(parseInputs(GOOD, PUSH_EVENT).operation).toBe('deploy');
    expect(parseInputs(GOOD, PUSH_EVENT).commit).toBe('cafe42');
  });

  it('accepts http only on loopback, comma-separated jobs and an explicit commit', () => {
    expect(parseInputs({ ...GOOD, 'api-url': 'http://127.0.0.1:8080/' }, PUSH_EVENT).apiUrl).toBe('http://127.0.0.1:8080');
    expect(parseInputs({ ...GOOD, 'api-url': 'http://localhost:1' }, PUSH_EVENT).apiUrl).toBe('http://localhost:1');
    expect(parseInputs({ ...GOOD, job: `${JOB}, ${ENV}` }, PUSH_EVENT).jobIds).toEqual([JOB, ENV]);
    expect(parseInputs({ ...GOOD, commit: 'v1.2.3' }, PR_EVENT).commit).toBe('v1.2.3');
  });

  it('takes sweep on a schedule with an age limit and a named comment author', () => {
    const schedule: RunEvent = { eventName: 'schedule', sha: 'cafe42' };
    const config = parseInputs({ ...GOOD, operation: 'sweep', 'github-token': 'ghs_token', 'max-age-days': '14', 'comment-author': 'deploy-bot[bot]' }, schedule);
    expect(config).toMatchObject({ operation: 'sweep', maxAgeDays: 14, commentAuthor: 'deploy-bot[bot]', pullRequest: undefined });
    expect(parseInputs({ ...GOOD, operation: 'sweep', 'github-token': 'ghs_token' }, schedule).maxAgeDays).toBe(0);
    expect(parseInputs(GOOD, schedule).operation).toBe('deploy');
  });

  it('lets a fork pull request through without a token so the run can skip', () => {
    const fork = { ...PR_EVENT, pullRequest: { ...PR_EVENT.pullRequest!, fork: true } };
    expect(parseInputs({ ...GOOD, 'api-token': '' }, fork).pullRequest?.fork).toBe(true);
  });

  it.each(BAD_INPUTS)('rejects %s with one line naming the input', (_name, raw, expected, event) => {
    const text = message(raw, event === 'push' ? PUSH_EVENT : PR_EVENT);
    expect(text).toBe(expected);
    expect(text).not.toContain('\n');
  });

  it('never repeats a secret value or the token in a message', () => {
    const text = message({ 'api-token': 'super secret', secrets: 'DB=hunter2-value\nbroken-hunter3' });
    expect(text).not.toContain('super');
    expect(message({ secrets: 'DB=hunter2-value\nbroken-hunter3' })).not.toContain('hunter');
  });
});
