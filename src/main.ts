/**
 * The action's main step: the only place that reads inputs, sets outputs and fails the step.
 * Until the inputs are valid only they are loaded; the platform client and the operations come
 * next, and the reporting code (Octokit) only when a report is written.
 */
import { reportEndFrom, runBudget, settledBy } from './run/budget.ts';
import { systemClock } from './basics/clock.ts';
import { errorMessage } from './basics/error-message.ts';
import type { ClientLimits, CommandThread } from './report/index.ts';
import { savedState } from './report/final-report.ts';
import { readRunnerEvent, secretlessBot, type RunEvent } from './config/event.ts';
import {
  INPUT_NAMES,
  InputError,
  parseInputs,
  rawSensitiveValues,
  readSecrets,
  SkippedRun,
  type Config,
  type RawInputs,
} from './config/index.ts';
import type { CommitComparer, DeployedService, OperationLog, OperationResult, PullRequestReader, Stage } from './operations/index.ts';
import { rolledBackTo, urlsOf } from './run/result.ts';
import * as core from './action/runner.ts';

const ACTION = 'platform-deploy';
const FAILED_OUTCOMES = new Set(['failure', 'timed_out', 'cancelled']);

const log: OperationLog = {
  info: (line) => core.info(line),
  notice: (line) => core.notice(line),
  warning: (line) => core.warning(line),
  startGroup: (title) => core.startGroup(title),
  endGroup: () => core.endGroup(),
};

function setOutputs(result: OperationResult): void {
  core.setOutput('outcome', result.outcome);
  core.setOutput('state', result.state);
  core.setOutput('environment-id', result.environmentId);
  core.setOutput('environment-name', result.environmentName);
  core.setOutput('created', String(result.created));
  core.setOutput('deployment-request-id', result.deploymentRequestId);
  core.setOutput('url', result.url);
  core.setOutput('urls', JSON.stringify(urlsOf(result)));
  core.setOutput('rolled-back-to', JSON.stringify(rolledBackTo(result)));
  core.setOutput('duration-seconds', String(Math.round(result.durationSeconds)));
  core.setOutput('metrics', JSON.stringify(result.stages.map(metricOf)));
  core.setOutput('failure-reason', failureReasonOf(result));
  const services = result.services ?? [];
  const listed = (wanted: (service: DeployedService) => boolean) =>
    JSON.stringify(services.filter(wanted).map(({ kind, name, version }) => ({ kind, name, version })));
  core.setOutput(
    'deployed-services',
    listed((service) => service.affected !== 'unchanged'),
  );
  core.setOutput(
    'skipped-services',
    listed((service) => service.affected === 'unchanged'),
  );
  if (result.swept) {
    core.setOutput(
      'swept',
      JSON.stringify(
        result.swept.map((entry) => ({
          'environment-id': entry.environmentId,
          name: entry.name,
          'pull-request': entry.pullRequest,
          reason: entry.reason,
        })),
      ),
    );
  }
}

/** One item of the `metrics` output: a stage (service null) or one service of it. */
function metricOf(stage: Stage) {
  return {
    stage: stage.name,
    service: stage.service ?? null,
    seconds: roundSeconds(stage.durationSeconds),
    build_seconds: roundSeconds(stage.buildSeconds),
    deploy_seconds: roundSeconds(stage.deploySeconds),
    status: stage.status,
  };
}

/** Tenths of a second, as the log shows them: sums of platform durations carry float noise (0.09999999999999998). */
function roundSeconds(seconds: number | null | undefined): number | null {
  return seconds === null || seconds === undefined ? null : Math.round(seconds * 10) / 10;
}

function printResult(result: OperationResult): void {
  if (result.plan.length > 0) {
    core.startGroup('Plan (dry run)');
    for (const line of result.plan) core.info(`- ${line}`);
    core.endGroup();
  }
  for (const stage of result.stages) {
    const seconds =
      stage.durationSeconds !== null ? `${stage.durationSeconds.toFixed(1)}s` : stage.status === 'RUNNING' ? 'running' : 'unknown';
    const name = stage.service === undefined ? stage.name : `  ${stage.service}`;
    const parts =
      stage.service === undefined ? [] : [`build ${secondsText(stage.buildSeconds)}`, `deploy ${secondsText(stage.deploySeconds)}`];
    core.info(`  ${name.padEnd(24)} ${seconds.padStart(8)}  ${[stage.status, ...parts].join('  ')}`);
  }
  for (const service of result.failure?.services ?? []) {
    core.startGroup(`Why ${service.name} (${service.kind.toLowerCase()}) ended ${service.state}`);
    const error = service.error;
    core.infoVerbatim([
      ...(error?.message ? [`Error${error.tag ? ` (${error.tag})` : ''}: ${error.message}`] : []),
      ...(error?.hint ? [`Hint: ${error.hint}`] : []),
      ...(error?.link ? [`More: ${error.link}`] : []),
      ...service.lines.map((line) => `  ${line}`),
    ]);
    core.endGroup();
  }
  core.info(`${result.outcome}: ${result.summary}`);
}

/** One line for the `failure-reason` output: the platform's error, else the state and stage; '' when nothing failed. */
function failureReasonOf(result: OperationResult): string {
  if (!FAILED_OUTCOMES.has(result.outcome)) return '';
  if (result.failure) return result.failure.reason;
  if (result.state) return `${result.state} in stage "${result.failedStage ?? 'unknown'}"`;
  return result.summary.replace(/\s+/g, ' ');
}

export async function run(): Promise<void> {
  const startedAt = systemClock.now();
  core.saveState('isPost', 'true');
  const raw: RawInputs = Object.fromEntries(INPUT_NAMES.map((name) => [name, core.getInput(name)]));
  const secrets = readSecrets(raw);
  // Masked before anything can print them, even a bad input; a valid config holds no value beyond these.
  const masks = rawSensitiveValues(raw, secrets);
  for (const value of masks) core.setSecret(value);
  let event: RunEvent;
  let config: Readonly<Config>;
  try {
    event = readRunnerEvent((line) => core.info(line));
    config = parseInputs(raw, event, secrets);
  } catch (error) {
    if (error instanceof SkippedRun) {
      core.notice(`${ACTION}: ${error.message}`);
      core.setOutput('outcome', 'skipped');
      return;
    }
    core.setFailed(`${ACTION}: ${error instanceof InputError ? error.message : errorMessage(error)}`);
    return;
  }

  const budget = runBudget(startedAt, config.timeoutMinutes);
  // Until the result is known the report's writes (its start) may take the step's whole time; then a minute at most.
  let reportEnd = budget.end;
  const reportStop = new AbortController();
  const githubLimits = { endBy: () => reportEnd, signal: reportStop.signal };
  let command: CommandThread | undefined;
  if (config.command) {
    const answered = await answerCommand(raw, secrets, event, config, githubLimits);
    if (!answered) return;
    ({ event, config, command } = answered);
  }

  const { runOperation, skippedWithoutSecrets, PlatformClient, USER_AGENT, runReported, whereLeft } = await import('./operations-chunk.ts');
  const fork = config.pullRequest?.fork === true && (config.operation === 'preview' || config.operation === 'cleanup');
  const bot = config.apiToken === '' ? secretlessBot(event) : undefined;
  // The login the token's comments are written under: given, or learned when earlier runs' states are read.
  let commentAuthor = config.commentAuthor;
  const { result, report } = await runReported({
    operate: async (announce) => {
      if (fork) {
        core.notice('This pull request comes from a fork, which gets no secrets: skipping the preview');
        return skippedWithoutSecrets(
          { config, clock: systemClock },
          'Skipped: pull requests from forks get no secrets, so no preview is deployed',
        );
      }
      if (bot) {
        core.notice(
          `GitHub gives ${bot}'s pull request runs no Actions secrets, so api-token is empty: skipping. To deploy its pull requests, add the platform token as a Dependabot secret of the same name (Settings → Secrets and variables → Dependabot).`,
        );
        return skippedWithoutSecrets(
          { config, clock: systemClock },
          `Skipped: ${bot}'s pull requests get no Actions secrets, so nothing is deployed`,
        );
      }
      const client = new PlatformClient({
        baseUrl: config.apiUrl,
        token: config.apiToken,
        userAgent: USER_AGENT,
        deadline: budget.deadline,
        stopAt: budget.platformStopAt,
        masks,
      });
      // sweep reads every preview's pull request; a preview reads its own, quickly, before it pins and triggers.
      const reads = (config.operation === 'sweep' || config.operation === 'preview') && config.githubToken !== '';
      const pullRequests = reads
        ? lazyPullRequestReader(config, event, log, { endBy: () => budget.deadline, maxWaitMs: Number.POSITIVE_INFINITY })
        : undefined;
      const repository = runRepository(event);
      const commits =
        config.operation === 'preview' && config.affectedOnly && config.githubToken !== '' && repository !== ''
          ? lazyCommitComparer(event, config.githubToken, repository, { endBy: () => budget.deadline })
          : undefined;
      const where = whereLeft(config, event.action);
      const earlier = where
        ? await (await import('./report/index.ts')).readEarlierRuns(event, config, where, log, { endBy: () => budget.deadline })
        : { states: [], login: '' };
      commentAuthor ||= earlier.login;
      return runOperation({
        client,
        config,
        carry: earlier.states,
        clock: systemClock,
        deadline: budget.deadline,
        log,
        announce,
        masks,
        ...(pullRequests ? { pullRequests } : {}),
        ...(commits ? { commits } : {}),
      });
    },
    loadReporter: async () =>
      (await import('./report/index.ts')).createReporter(
        {
          comment: config.comment,
          githubToken: config.githubToken,
          githubDeployment: config.githubDeployment,
          consoleUrl: config.consoleUrl,
          commentAuthor,
        },
        log,
        event,
        (await import('./action/job-summary.ts')).writeJobSummary,
        githubLimits,
      ),
    start: { operation: config.operation, commit: config.commit },
    saveProgress: (postState) => core.saveState('report', savedState(postState)),
    warning: (line) => core.warning(line),
    settled: printResult,
  });

  // The verdict is the platform's: the outputs and the exit code are set before any final GitHub write is awaited.
  setOutputs(result);
  if (FAILED_OUTCOMES.has(result.outcome)) core.setFailed(`${ACTION}: ${result.summary}`);
  reportEnd = reportEndFrom(budget, systemClock.now());
  const reacted = command?.finished(result.outcome === 'success' || result.outcome === 'planned');
  const finished = report
    .catch((error: unknown) => {
      core.warning(`Could not finish the report: ${errorMessage(error)}. The deploy itself is not affected.`);
      return { commentUrl: '', complete: false };
    })
    .then(async (written) => {
      await reacted;
      return written;
    });
  const written = await settledBy(finished, reportEnd);
  core.setOutput('comment-url', written?.commentUrl ?? '');
  // Anything the report could not write is left in the saved state for the post step.
  if (written?.complete) core.saveState('report-finished', 'true');
  if (written === undefined) {
    reportStop.abort();
    core.warning(
      'GitHub did not take the report (comment, GitHub Deployment, job summary) in the minute it is given: the post step writes what is missing. The deploy itself is not affected.',
    );
    // A rate-limit wait of a GitHub client cannot be aborted: the step ends now, as promised, not when that wait would.
    process.exit();
  }
}

/**
 * A `/preview` command, before any platform request: obeyed only from someone with write access
 * (anyone else gets one reply, and the run is skipped), then run on the pull request as GitHub
 * has it now. undefined when the run ends here, its outcome set.
 */
async function answerCommand(
  raw: RawInputs,
  secrets: ReturnType<typeof readSecrets>,
  event: RunEvent,
  config: Readonly<Config>,
  limits: ClientLimits,
): Promise<{ event: RunEvent; config: Readonly<Config>; command: CommandThread } | undefined> {
  const { CommandThread } = await import('./report/index.ts');
  let thread: CommandThread;
  try {
    thread = new CommandThread(event, config.githubToken, log, limits);
    if (!(await thread.authorize())) {
      await thread.refuse();
      core.notice(`${ACTION}: ${thread.author} has no write access to this repository: the command is not obeyed, nothing deployed`);
      core.setOutput('outcome', 'skipped');
      return undefined;
    }
  } catch (error) {
    core.setFailed(`${ACTION}: ${errorMessage(error)}`);
    return undefined;
  }
  thread.received();
  try {
    const read: RunEvent = { ...event, pullRequest: await thread.pullRequest() };
    return { event: read, config: parseInputs(raw, read, secrets), command: thread };
  } catch (error) {
    await thread.finished(false);
    if (error instanceof SkippedRun) {
      core.notice(`${ACTION}: ${error.message}`);
      core.setOutput('outcome', 'skipped');
    } else core.setFailed(`${ACTION}: ${error instanceof InputError ? error.message : errorMessage(error)}`);
    return undefined;
  }
}

function secondsText(seconds: number | null | undefined): string {
  return seconds === null || seconds === undefined ? '–' : `${seconds.toFixed(1)}s`;
}

/** The run's repository as a URL, as the runner names it (else as the event does); '' when unknown. */
function runRepository(event: RunEvent): string {
  const owner = event.repository?.owner;
  const name = process.env.GITHUB_REPOSITORY || (owner ? `${owner}/${event.repository?.name ?? ''}` : '');
  return name ? `${(process.env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '')}/${name}` : '';
}

/** Octokit is loaded at the first compare, like the pull request reads. */
function lazyCommitComparer(event: RunEvent, githubToken: string, repository: string, limits: { endBy: () => number }): CommitComparer {
  let loading: Promise<CommitComparer | undefined> | undefined;
  return {
    repository,
    async compare(base, head) {
      loading ??= import('./report/index.ts').then((report) => report.createCommitComparer(event, githubToken, log, limits));
      const comparer = await loading;
      if (!comparer) throw new Error('the run has no GitHub repository');
      return comparer.compare(base, head);
    },
  };
}

/** Octokit is loaded at the first read, not before the first platform request. */
function lazyPullRequestReader(
  config: Readonly<Config>,
  event: RunEvent,
  log: OperationLog,
  limits: { endBy: () => number; maxWaitMs: number },
): PullRequestReader {
  let loading: Promise<PullRequestReader | undefined> | undefined;
  return {
    async read(number) {
      loading ??= import('./report/index.ts').then((report) =>
        report.createPullRequestReader(event, config.githubToken, log, config.operation === 'preview', limits),
      );
      const reader = await loading;
      if (!reader) throw new Error('the run has no GitHub repository');
      return reader.read(number);
    },
  };
}
