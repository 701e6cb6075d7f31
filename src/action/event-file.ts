/**
 * The event that started the workflow as the runner hands it to the step: its name, commit and
 * actor in the environment, its payload in a file; with the variables that name the run. The
 * payload is read by config/event.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readEvent, type RunEvent, type RunnerVariables } from '../config/event.ts';

const RUNNER_VARIABLES = [
  'GITHUB_REPOSITORY',
  'GITHUB_SERVER_URL',
  'GITHUB_RUN_ID',
  'GITHUB_RUN_ATTEMPT',
  'GITHUB_REF',
  'GITHUB_API_URL',
] as const;

export function readRunnerEvent(info: (line: string) => void): RunEvent {
  const env = process.env;
  const path = env.GITHUB_EVENT_PATH;
  let payload: unknown = {};
  if (path && existsSync(path)) payload = JSON.parse(readFileSync(path, 'utf8')) as unknown;
  else if (path) info(`GITHUB_EVENT_PATH ${path} does not exist`);
  const runner: RunnerVariables = Object.fromEntries(
    RUNNER_VARIABLES.flatMap((name) => (env[name] === undefined ? [] : [[name, env[name]]])),
  );
  return { ...readEvent(env.GITHUB_EVENT_NAME ?? '', env.GITHUB_SHA ?? '', env.GITHUB_ACTOR ?? '', payload), runner };
}

/** The run's repository as a URL, as the runner names it (else as the event does); '' when unknown. */
export function repositoryUrl(event: RunEvent): string {
  const owner = event.repository?.owner;
  const name = event.runner?.GITHUB_REPOSITORY || (owner ? `${owner}/${event.repository?.name ?? ''}` : '');
  return name ? `${(event.runner?.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '')}/${name}` : '';
}
