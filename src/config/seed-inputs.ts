/**
 * The seed job's inputs: `seed-job` (a lifecycle job of the blueprint, by name or id), `seed-guard`,
 * and what asks for a reseed: a `/preview reset-data` comment or the `labeled` event of
 * `reset-data-label`. Adding a label takes triage access on GitHub, so the label's event is a
 * writer's request as a command from an author with write access is.
 */
import { sameName } from '../basics/names.ts';
import { invalid } from './invalid.ts';
import type { PreviewCommand } from './preview-command.ts';
import type { RunEvent } from './event.ts';

/** `seed-job`: one name or id on one line; whether the blueprint has it is checked against the platform. */
export function seedJobRef(value: string): string {
  const text = value.trim();
  if (text.length > 255 || /[\r\n,]/.test(text)) invalid('must name one job of the blueprint, by name or id, such as seed-data');
  return text;
}

/** What asked this run to run the seed job again, alone; undefined for a run that deploys. */
export type ResetData = 'command' | 'label' | undefined;

/** The `labeled` event of `reset-data-label`, with a seed job to run: a reseed, whatever `preview-label` says. */
export function resetByLabel(event: RunEvent, seedJob: string, resetLabel: string): boolean {
  const onPullRequest = event.eventName === 'pull_request' || event.eventName === 'pull_request_target';
  return (
    seedJob !== '' &&
    resetLabel !== '' &&
    onPullRequest &&
    event.action === 'labeled' &&
    event.label !== undefined &&
    event.pullRequest?.closed !== true &&
    sameName(event.label, resetLabel)
  );
}

/** A reseed's cause, once the operation is decided; a `/preview reset-data` without a seed job is named by the caller. */
export function resetDataOf(command: PreviewCommand | undefined, byLabel: boolean): ResetData {
  if (command === 'reset-data') return 'command';
  return byLabel ? 'label' : undefined;
}
