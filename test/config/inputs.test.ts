import { describe, expect, it } from 'vitest';
import { InputError, parseInputs, rawSensitiveValues, type RawInputs, type RunEvent } from '../../src/config/index.ts';
import { sensitiveValues, SHORTEST_MASK } from '../../src/basics/redaction.ts';
import { secretlessBot } from '../../src/config/event.ts';
import { BAD_INPUTS } from '../support/bad-inputs.ts';
import { PEM_SECRETS } from '../support/dotenv.ts';

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
      jobs: [JOB],
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
    expect(parseInputs({ ...GOOD, job: `${JOB}, ${ENV}` }, PUSH_EVENT).jobs).toEqual([JOB, ENV]);
    expect(parseInputs({ ...GOOD, commit: 'v1.2.3' }, PR_EVENT).commit).toBe('v1.2.3');
  });

  it('reads applications and containers beside jobs; image-tag defaults to the commit', () => {
    const APP = '1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9';
    const config = parseInputs({ ...GOOD, application: APP.toUpperCase(), container: `${ENV}\n`, job: JOB }, PR_EVENT);
    expect(config).toMatchObject({ applications: [APP], containers: [ENV], jobs: [JOB], commit: 'deadbeef', imageTag: 'deadbeef' });
    expect(parseInputs({ ...GOOD, container: ENV, 'image-tag': 'pr-7' }, PR_EVENT)).toMatchObject({ commit: 'deadbeef', imageTag: 'pr-7' });
  });

  it('takes an environment by its path of names and services by name, ids lower-cased and names as given', () => {
    const config = parseInputs(
      { ...GOOD, environment: ' Acme / Shop/Production ', application: `Checkout, ${JOB.toUpperCase()}`, job: 'web\nWorker' },
      PUSH_EVENT,
    );
    expect(config).toMatchObject({
      environmentId: '',
      environmentPath: { organization: 'Acme', project: 'Shop', environment: 'Production' },
      applications: ['Checkout', JOB],
      jobs: ['web', 'Worker'],
    });
    expect(parseInputs({ ...GOOD, environment: 'shop/blueprint' }, PR_EVENT).environmentPath).toEqual({
      organization: '',
      project: 'shop',
      environment: 'blueprint',
    });
    expect(parseInputs({ ...GOOD, environment: ENV.toUpperCase() }, PR_EVENT)).toMatchObject({
      environmentId: ENV,
      environmentPath: undefined,
    });
    // A name may be both an application's and a job's: only an id is one service.
    expect(parseInputs({ ...GOOD, application: 'api', job: 'api' }, PUSH_EVENT).jobs).toEqual(['api']);
  });

  it('takes sweep on a schedule with an age limit and a named comment author', () => {
    const schedule: RunEvent = { eventName: 'schedule', sha: 'cafe42' };
    const config = parseInputs(
      { ...GOOD, operation: 'sweep', 'github-token': 'ghs_token', 'max-age-days': '14', 'comment-author': 'deploy-bot[bot]' },
      schedule,
    );
    expect(config).toMatchObject({ operation: 'sweep', maxAgeDays: 14, commentAuthor: 'deploy-bot[bot]', pullRequest: undefined });
    expect(parseInputs({ ...GOOD, operation: 'sweep', 'github-token': 'ghs_token' }, schedule).maxAgeDays).toBe(0);
    expect(() => parseInputs(GOOD, schedule)).toThrow(/operation auto does not handle the "schedule" event: skipped/);
  });

  it('reads affected-only and shared-paths: one glob a line, comments and blank lines left out, the root slash dropped', () => {
    expect(parseInputs(GOOD, PR_EVENT)).toMatchObject({ affectedOnly: false, sharedPaths: [] });
    const config = parseInputs(
      { ...GOOD, 'affected-only': 'true', 'shared-paths': '# every service uses these\npackages/shared/**\n\n/package-lock.json\n' },
      PR_EVENT,
    );
    expect(config).toMatchObject({ affectedOnly: true, sharedPaths: ['packages/shared/**', 'package-lock.json'] });
  });

  it('lets a fork pull request through without a token so the run can skip', () => {
    const fork = { ...PR_EVENT, pullRequest: { ...PR_EVENT.pullRequest!, fork: true } };
    expect(parseInputs({ ...GOOD, 'api-token': '' }, fork).pullRequest?.fork).toBe(true);
  });

  it("lets Dependabot's same-repository pull request through without a token, and no one else's", () => {
    const dependabot: RunEvent = { ...PR_EVENT, actor: 'dependabot[bot]' };
    expect(parseInputs({ ...GOOD, 'api-token': '' }, dependabot).apiToken).toBe('');
    expect(secretlessBot(dependabot)).toBe('dependabot[bot]');
    // pull_request_target: the pull request's author counts, whoever re-ran it.
    const target: RunEvent = {
      ...PR_EVENT,
      eventName: 'pull_request_target',
      actor: 'octocat',
      pullRequest: { ...PR_EVENT.pullRequest!, author: 'dependabot[bot]' },
    };
    expect(secretlessBot(target)).toBe('dependabot[bot]');
    expect(secretlessBot({ ...target, eventName: 'pull_request' })).toBeUndefined();
    expect(message({ 'api-token': '' }, { ...PR_EVENT, actor: 'octocat' })).toBe(
      'Input "api-token": is required (store the token as a repository secret)',
    );
    expect(message({ 'api-token': '' }, { ...PUSH_EVENT, actor: 'dependabot[bot]' })).toBe(
      'Input "api-token": is required (store the token as a repository secret)',
    );
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

describe('secrets in the dotenv rules', () => {
  const secretsOf = (text: string) => parseInputs({ ...GOOD, secrets: text }, PR_EVENT).secrets;

  it('keeps a double-quoted value across lines as one secret', () => {
    expect(secretsOf('CONF="user=alice\npassword=hunter2secret\nhost=db"')).toEqual([
      { key: 'CONF', value: 'user=alice\npassword=hunter2secret\nhost=db' },
    ]);
  });

  it('reads a PEM key, export, escapes in double quotes and single quotes literally', () => {
    const secrets = secretsOf(PEM_SECRETS);
    expect(secrets.map((s) => s.key)).toEqual(['DATABASE_URL', 'SIGNING_KEY', 'GREETING']);
    expect(secrets[1]?.value.split('\n')).toHaveLength(4);
    expect(secrets[1]?.value).toMatch(/^-----BEGIN PRIVATE KEY-----\nMIIB.*\n.*Q=\n-----END PRIVATE KEY-----$/);
    expect(secrets[2]?.value).toBe('hello\\nworld');
    expect(secretsOf('A="one\\ntwo\\t\\"q\\" \\\\n"')).toEqual([{ key: 'A', value: 'one\ntwo\t"q" \\n' }]);
    expect(secretsOf('A = spaced value # note\nB=a#b\r\nC=""')).toEqual([
      { key: 'A', value: 'spaced value' },
      { key: 'B', value: 'a#b' },
      { key: 'C', value: '' },
    ]);
  });

  it('leaves out KEY= with nothing after it (a repository secret not set) and keeps KEY="" or KEY=\'\' as an empty value', () => {
    const config = parseInputs({ ...GOOD, secrets: 'DATABASE_URL=\nAPI_KEY=k3y\nEMPTY=""\nSINGLE=\'\'\nLAST=' }, PR_EVENT);
    expect(config.secrets).toEqual([
      { key: 'API_KEY', value: 'k3y' },
      { key: 'EMPTY', value: '' },
      { key: 'SINGLE', value: '' },
    ]);
    expect(config.unsetSecrets).toEqual(['DATABASE_URL', 'LAST']);
  });

  it('reads variables by the same rule: VAR= is unset, VAR="" is empty on purpose', () => {
    const config = parseInputs({ ...GOOD, variables: 'FLAG=\nMODE=""\nNAME=pr-{number}' }, PR_EVENT);
    expect(config.variables).toEqual([
      { key: 'MODE', value: '' },
      { key: 'NAME', value: 'pr-{number}' },
    ]);
    expect(config.unsetVariables).toEqual(['FLAG']);
  });

  it('still refuses a key set twice or in both inputs when one of them is given empty', () => {
    expect(message({ secrets: 'A=\nA=1' })).toBe('Input "secrets": line 2: key A is set twice');
    expect(message({ secrets: 'A=', variables: 'A=1' })).toBe(
      'Input "variables": line 1: key A is in "secrets" too; set it in one of them',
    );
  });

  it('accepts a quoted value whose later lines hold no "="', () => {
    expect(secretsOf('NOTE="first line\nsecond line"\nB=2')).toEqual([
      { key: 'NOTE', value: 'first line\nsecond line' },
      { key: 'B', value: '2' },
    ]);
  });

  it.each([
    [
      'a line neither a pair nor a continuation',
      'A="x"\nsome words',
      'line 2 is not KEY=VALUE: write one KEY=VALUE a line, and a value that spans lines (a PEM key) in double quotes, KEY="first line…last line"',
    ],
    ['a quote never closed', 'A=1\nB="open\nstill-secret-text', 'line 2: the quoted value is never closed'],
    ['text after the closing quote', 'A="x\nsecret-tail" leaked-text', 'line 2: unexpected text after the closing quote'],
    [
      'a bad key after a multi-line value',
      'A="x\ny"\nB-C=1',
      'line 3: key must be letters, digits and underscores, not starting with a digit',
    ],
  ])('refuses %s naming the line, never its text', (_name, secrets, expected) => {
    const text = message({ secrets });
    expect(text).toBe(`Input "secrets": ${expected}`);
    expect(text).not.toMatch(/secret-|leaked|words|open/);
  });
});

describe('masks', () => {
  it('masks each line of a multi-line value and nothing shorter than 3 characters', () => {
    const config = parseInputs({ ...GOOD, secrets: `${PEM_SECRETS}\nSHORT=ab\nPADDED="x\n==\n  indented-line  "` }, PR_EVENT);
    const masks = sensitiveValues(config);
    expect(masks).toContain('-----BEGIN PRIVATE KEY-----');
    expect(masks).toContain('Yx2eqzDV+xhiXdtLuDWkQVLbEpH0K3F8eQIDAQABAkEAgh2Hkz9wXl4o8H4Mr0Q=');
    expect(masks).toContain('indented-line');
    expect(masks).toContain('tok-123');
    expect(masks.every((mask) => mask.length >= SHORTEST_MASK && !mask.includes('\n'))).toBe(true);
    expect(masks).not.toContain('ab');
    expect(masks).not.toContain('==');
  });

  it('masks the raw input before validation, a refused one included', () => {
    const multiLine = rawSensitiveValues({ secrets: 'CONF="user=alice\npassword=hunter2secret"' });
    const value = 'user=alice\npassword=hunter2secret';
    // Each line, and each form the value or a line may be printed in: base64, URL-encoded, JSON-escaped.
    expect(multiLine).toEqual(
      expect.arrayContaining([
        'user=alice',
        'password=hunter2secret',
        Buffer.from(value).toString('base64'),
        Buffer.from('password=hunter2secret').toString('base64'),
        'user%3Dalice%0Apassword%3Dhunter2secret',
        'user=alice\\npassword=hunter2secret',
      ]),
    );
    expect(multiLine.some((mask) => mask.includes('\n'))).toBe(false);
    expect(rawSensitiveValues({ secrets: 'PIN=q7z' })).toEqual(expect.arrayContaining(['q7z', 'cTd6']));
    const refused = rawSensitiveValues({ 'api-token': 'tok-1', secrets: 'A=first-value\nB="never-closed\nhunter2secret' });
    expect(refused).toEqual(expect.arrayContaining(['tok-1', 'first-value', 'B="never-closed', 'hunter2secret']));
    expect(refused.every((mask) => mask.length >= SHORTEST_MASK)).toBe(true);
  });
});

describe('api-url', () => {
  it('never shows the password it refuses, and masks it before the check', () => {
    const text = message({ 'api-url': 'https://user:s3cr%40t-pass@api.example.com' });
    expect(text).toBe('Input "api-url": must not carry a user or password (api-token is the only credential)');
    expect(rawSensitiveValues({ 'api-url': 'https://user:s3cr%40t-pass@api.example.com' })).toContain('s3cr@t-pass');
  });
});
