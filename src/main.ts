/**
 * The action's main step: the only place that reads inputs, sets outputs and fails the step.
 */
import * as core from '@actions/core';
import * as github from '@actions/github';
import { readEvent } from './event.ts';
import { INPUT_NAMES, InputError, parseInputs, sensitiveValues, type Config, type RawInputs } from './inputs.ts';
import { runOperation, skippedForFork, type OperationLog, type OperationResult, type Stage } from './operations/index.ts';
import { PlatformClient } from './platform/client.ts';
import { USER_AGENT } from './platform/transport.ts';
import { createReporter } from './report/index.ts';
import { systemClock } from './wait/index.ts';

const ACTION = 'platform-deploy';
const FAILED_OUTCOMES = new Set(['failure', 'timed_out', 'cancelled']);

/** Masks the token and every secret value before anything can print them, even a bad input. */
function maskRaw(raw: RawInputs): void {
  for (const name of ['api-token', 'github-token'] as const) {
    const value = raw[name]?.trim();
    if (value) core.setSecret(value);
  }
  for (const line of (raw.secrets ?? '').split(/\r?\n/)) {
    const at = line.indexOf('=');
    if (at < 0 || line.trim().startsWith('#')) continue;
    const value = line.slice(at + 1).trim();
    if (value) core.setSecret(value);
    const unquoted = value.replace(/^(["'])(.*)\1$/s, '$2');
    if (unquoted && unquoted !== value) core.setSecret(unquoted);
  }
}

const log: OperationLog = {
  info: (line) => core.info(line),
  notice: (line) => core.notice(line),
  warning: (line) => core.warning(line),
  startGroup: (title) => core.startGroup(title),
  endGroup: () => core.endGroup(),
};

function setOutputs(result: OperationResult, commentUrl: string): void {
  core.setOutput('outcome', result.outcome);
  core.setOutput('state', result.state);
  core.setOutput('environment-id', result.environmentId);
  core.setOutput('environment-name', result.environmentName);
  core.setOutput('created', String(result.created));
  core.setOutput('deployment-request-id', result.deploymentRequestId);
  core.setOutput('url', result.url);
  core.setOutput('duration-seconds', String(Math.round(result.durationSeconds)));
  core.setOutput('metrics', JSON.stringify(result.stages.map(metricOf)));
  core.setOutput('comment-url', commentUrl);
}

/** One item of the `metrics` output: a stage (service null) or one service of it. */
function metricOf(stage: Stage) {
  return {
    stage: stage.name,
    service: stage.service ?? null,
    seconds: stage.durationSeconds,
    build_seconds: stage.buildSeconds ?? null,
    deploy_seconds: stage.deploySeconds ?? null,
    status: stage.status,
  };
}

function printResult(result: OperationResult): void {
  if (result.plan.length > 0) {
    core.startGroup('Plan (dry run)');
    for (const line of result.plan) core.info(`- ${line}`);
    core.endGroup();
  }
  for (const stage of result.stages) {
    const seconds = stage.durationSeconds === null ? 'running' : `${stage.durationSeconds.toFixed(1)}s`;
    const name = stage.service === undefined ? stage.name : `  ${stage.service}`;
    const parts = stage.service === undefined ? [] : [`build ${secondsText(stage.buildSeconds)}`, `deploy ${secondsText(stage.deploySeconds)}`];
    core.info(`  ${name.padEnd(24)} ${seconds.padStart(8)}  ${[stage.status, ...parts].join('  ')}`);
  }
  core.info(`${result.outcome}: ${result.summary}`);
}

export async function run(): Promise<void> {
  core.saveState('isPost', 'true');
  const raw: RawInputs = Object.fromEntries(INPUT_NAMES.map((name) => [name, core.getInput(name)]));
  maskRaw(raw);
  let config: Readonly<Config>;
  try {
    config = parseInputs(raw, readEvent(github.context.eventName, github.context.sha, github.context.payload));
  } catch (error) {
    core.setFailed(`${ACTION}: ${error instanceof InputError ? error.message : errorMessage(error)}`);
    return;
  }
  for (const value of sensitiveValues(config)) core.setSecret(value);

  const reporter = createReporter(
    { comment: config.comment, githubToken: config.githubToken, githubDeployment: config.githubDeployment, consoleUrl: config.consoleUrl },
    log,
  );
  let result: OperationResult;
  let announced = { organizationId: '', projectId: '' };
  if (config.pullRequest?.fork && (config.operation === 'preview' || config.operation === 'cleanup')) {
    core.notice('This pull request comes from a fork, which gets no secrets: skipping the preview');
    result = skippedForFork({ config, clock: systemClock });
  } else {
    const client = new PlatformClient({
      baseUrl: config.apiUrl,
      token: config.apiToken,
      userAgent: USER_AGENT,
      deadline: Date.now() + config.timeoutMinutes * 60_000,
    });
    result = await runOperation({
      client,
      config,
      clock: systemClock,
      log,
      announce: async (target) => {
        announced = { organizationId: target.organizationId, projectId: target.projectId };
        await reporter.start({ operation: config.operation, commit: config.commit, ...target }, (postState) =>
          core.saveState('report', JSON.stringify(postState)),
        );
      },
    });
  }

  printResult(result);
  const { commentUrl } = await reporter.finish(result, announced.organizationId, announced.projectId);
  core.saveState('report-finished', 'true');
  setOutputs(result, commentUrl);
  if (FAILED_OUTCOMES.has(result.outcome)) core.setFailed(`${ACTION}: ${result.summary}`);
}

function secondsText(seconds: number | null | undefined): string {
  return seconds === null || seconds === undefined ? '–' : `${seconds.toFixed(1)}s`;
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}
