/**
 * What a deployment state means to a waiter. The service names no terminal states and grows
 * new ones (EXECUTING in 2025, UNAVAILABLE in 2026): anything not known to be terminal is
 * treated as still in progress, bounded by the caller's own timeout.
 */
import type { DeploymentState } from './schemas.ts';

export type StateVerdict = 'success' | 'failure' | 'cancelled' | 'in_progress';

/** What the wait is for: a deployment (deploy or redeploy) or a deletion. */
export type WaitPurpose = 'deploy' | 'delete';

export function classifyState(state: DeploymentState, purpose: WaitPurpose): StateVerdict {
  if (state.endsWith('_ERROR')) return 'failure';
  if (state === 'CANCELED') return 'cancelled';
  if (purpose === 'delete') return state === 'DELETED' ? 'success' : 'in_progress';
  if (state === 'DEPLOYED' || state === 'RESTARTED') return 'success';
  return 'in_progress';
}

/**
 * States in which nothing moves by itself: never deployed (READY), stopped, deleted, or one the
 * service leaves ambiguous. A status check has nothing to wait for in them.
 */
const SETTLED_STATES = new Set(['READY', 'RECAP', 'UNAVAILABLE', 'STOPPED', 'DELETED']);

export function isSettled(state: DeploymentState): boolean {
  return SETTLED_STATES.has(state);
}

/** An environment on its way out: it must not be adopted as a preview. */
export function isBeingDeleted(state: DeploymentState): boolean {
  return state === 'DELETE_QUEUED' || state === 'DELETING' || state === 'WAITING_DELETING' || state === 'DELETED';
}
