/** Runs an operation in-process against an emulator, the way main.ts would, capturing the log. */
import { parseInputs, type RawInputs, type RunEvent, type RunFacts } from '../../src/config/index.ts';
import { runOperation, type OperationContext, type OperationLog, type OperationResult } from '../../src/operations/index.ts';
import { PlatformClient } from '../../src/platform/client.ts';
import type { Emulator } from '../emulator/index.ts';
import { scaledClock } from './clock.ts';

export const SCALE = 0.02;

export function pullRequestEvent(number: number, headSha = 'abc1234', closed = false): RunEvent {
  return {
    eventName: 'pull_request',
    sha: 'merge-sha',
    pullRequest: { number, headSha, headBranch: `feature-${number}`, title: `PR ${number}`, fork: false, closed },
  };
}

export const pushEvent: RunEvent = { eventName: 'push', sha: 'main-sha-1' };

export interface Captured {
  result: OperationResult;
  lines: string[];
}

/**
 * `extra` replaces parts of the context: another clock, or sweep's pull request reader. `facts`
 * are what GitHub told the run before it started (a fork's approval).
 */
export async function runAgainst(
  emulator: Emulator,
  raw: RawInputs,
  event: RunEvent,
  extra: Partial<OperationContext> = {},
  facts: RunFacts = {},
): Promise<Captured> {
  const lines: string[] = [];
  const log: OperationLog = {
    info: (line) => lines.push(line),
    notice: (line) => lines.push(`notice: ${line}`),
    warning: (line) => lines.push(`warning: ${line}`),
    startGroup: (title) => lines.push(`::group::${title}`),
    endGroup: () => lines.push('::endgroup::'),
  };
  const config = parseInputs({ 'api-url': emulator.url, 'api-token': emulator.tokens.admin, ...raw }, event, facts);
  const clock = extra.clock ?? scaledClock(SCALE);
  const client = new PlatformClient({
    baseUrl: config.apiUrl,
    token: config.apiToken,
    sleep: clock.sleep,
    baseDelayMs: 20,
    maxDelayMs: 100,
  });
  const result = await runOperation({ client, config, clock, log, ...extra });
  return { result, lines };
}
