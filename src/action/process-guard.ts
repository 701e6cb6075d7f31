/**
 * The last resort of an orderly end: a rejection nobody handled, or an exception nobody caught,
 * ends the main step as a failure with its message (masked), the `outcome` and `failure-reason`
 * outputs, a job summary and, when the workflow asked for one, a completed check, instead of
 * Node's stack trace, an empty summary and a check left open. In the post step, which never
 * fails the job, it is a warning. Every cause known is handled where it arises: this keeps an
 * unknown one orderly too. What it needs is loaded only when a fault comes.
 */
import { errorMessage } from '../basics/error-message.ts';
import { hiderOf } from '../basics/redaction.ts';
import * as core from './runner.ts';

const ACTION = 'platform-deploy';

export function guardProcess(step: 'main' | 'post'): void {
  let ending = false;
  const fault = (error: unknown): void => {
    // The first fault ends the run; any other while it ends would only say less.
    if (ending) return;
    ending = true;
    const end = step === 'main' ? failInOrder(error) : warnInOrder(error);
    void end.finally(() => process.exit(step === 'main' ? 1 : 0));
  };
  process.on('unhandledRejection', fault);
  process.on('uncaughtException', fault);
}

/**
 * The main step failed by `error`, in order. The inputs' masks are read again (the same values),
 * so the message is hidden whenever the fault came, even before the run read them.
 */
export async function failInOrder(error: unknown): Promise<void> {
  let hide = hiderOf([]);
  try {
    const [{ readMaskedInputs }, { readRunnerEvent }, { endOnFault }] = await Promise.all([
      import('./inputs.ts'),
      import('./event-file.ts'),
      import('./refused-run.ts'),
    ]);
    const { raw, masks } = readMaskedInputs();
    hide = hiderOf(masks);
    let event: ReturnType<typeof readRunnerEvent> | undefined;
    try {
      event = readRunnerEvent(() => {});
    } catch {
      event = undefined;
    }
    await endOnFault(raw, event, error, masks);
  } catch (caught) {
    core.setOutput('outcome', 'failure');
    core.setFailed(`${ACTION}: ${hide(errorMessage(error))} (and while ending the run: ${hide(errorMessage(caught))})`);
  }
}

async function warnInOrder(error: unknown): Promise<void> {
  let hide = hiderOf([]);
  try {
    hide = hiderOf((await import('./inputs.ts')).readMaskedInputs().masks);
  } finally {
    core.warning(`${ACTION}: the report's tidying up stopped on an unexpected error: ${hide(errorMessage(error))}`);
  }
}
