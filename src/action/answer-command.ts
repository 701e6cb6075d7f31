/** The runner's side of a `/preview` command: who may give it, and the run it starts. */
import { errorMessage } from '../basics/error-message.ts';
import { parseInputs, type Config, type RawInputs, type RunEvent } from '../config/index.ts';
import type { readSecrets } from '../config/index.ts';
import type { ClientLimits, CommandThread } from '../report/index.ts';
import { ACTION, failBeforeStart } from './inputs.ts';
import { log } from './log.ts';
import { refuseRun } from './refused-run.ts';
import * as core from './runner.ts';

/**
 * A `/preview` command, before any platform request: obeyed only from someone with write access
 * (anyone else gets one reply, and the run is skipped), then run on the pull request as GitHub
 * has it now. undefined when the run ends here, its outcome set.
 */
export async function answerCommand(
  raw: RawInputs,
  secrets: ReturnType<typeof readSecrets>,
  masks: readonly string[],
  event: RunEvent,
  config: Readonly<Config>,
  limits: ClientLimits,
): Promise<{ event: RunEvent; config: Readonly<Config>; command: CommandThread } | undefined> {
  const { CommandThread } = await import('../report/index.ts');
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
    await failBeforeStart(errorMessage(error), masks);
    return undefined;
  }
  thread.received();
  // The comment's event names no commit: a check, if any, goes on the head once it is read.
  let read = event;
  try {
    read = { ...event, pullRequest: await thread.pullRequest() };
    return { event: read, config: parseInputs(raw, read, secrets), command: thread };
  } catch (error) {
    await thread.finished(false);
    await refuseRun(raw, read, error, masks);
    return undefined;
  }
}
