/**
 * What a rollback takes from the inputs: whether a failed deploy puts the last good version back
 * by itself (`rollback-on-failure`), and, for `operation: rollback`, the version asked for, only
 * when `commit` or `image-tag` was given (the run's own SHA is no version to go back to).
 */
import type { OperationName } from '../basics/names.ts';
import { invalid } from './invalid.ts';

export interface RollbackSettings {
  /** deploy (and auto on a push) and promote: after a failure or a timeout that followed the trigger, deploy the last good versions again. */
  rollbackOnFailure: boolean;
  /** operation rollback: the version to go back to, '' for each service's last good one. */
  rollbackTo: { commit: string; imageTag: string };
}

/** Refuses, as `rollback-on-failure`'s problem, a deploy that would never see its failure. */
export function rollbackSettings(
  operation: OperationName,
  given: { rollbackOnFailure: boolean; commit: string; imageTag: string; wait: boolean },
): RollbackSettings {
  const asked = operation === 'rollback';
  const deploys = operation === 'deploy' || operation === 'promote';
  if (given.rollbackOnFailure && deploys && !given.wait) {
    invalid('needs wait: true (a deploy that does not wait never sees its failure)');
  }
  return Object.freeze({
    rollbackOnFailure: given.rollbackOnFailure && deploys,
    rollbackTo: Object.freeze({ commit: asked ? given.commit : '', imageTag: asked ? given.imageTag || given.commit : '' }),
  });
}
