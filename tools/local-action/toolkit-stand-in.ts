/**
 * What @github/local-action's stand-in for @actions/core kept: local-action replaces the toolkit
 * the action talks to the runner through with its own (when it finds the package to replace;
 * else the real toolkit writes GITHUB_OUTPUT and GITHUB_STATE), which prints each output as a
 * `::set-output` line and keeps the state in memory, for the post step it runs in the same process.
 */
import * as core from '@actions/core';
import { writeFileSync } from 'node:fs';

/** Where the post step leaves the state the stand-in kept, for tools/local-action/run.ts to print. */
export const KEPT_VARIABLE = 'LOCAL_ACTION_KEPT';

/** The states the action saves (main.ts, action/post-step-state.ts). */
const STATES = ['isPost', 'report', 'report-finished'];

/** The saved state as the toolkit in this process has it: '' each, when it is the real one (the runner's files have it). */
export function keepState(): void {
  const path = process.env[KEPT_VARIABLE];
  if (path)
    writeFileSync(
      path,
      JSON.stringify(Object.fromEntries(STATES.flatMap((name) => (core.getState(name) ? [[name, core.getState(name)]] : [])))),
    );
}

/** The outputs the stand-in printed, one `::set-output name=NAME::VALUE` line each. */
export function printedOutputs(stdout: string): Record<string, string> {
  return Object.fromEntries([...stdout.matchAll(/^::set-output name=([^:]+)::(.*)$/gm)].map(([, name, value]) => [name!, value!]));
}
