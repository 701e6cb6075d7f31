/**
 * What a deployment state means to a waiter. The service names no terminal states and grows
 * new ones (EXECUTING in 2025, UNAVAILABLE in 2026): anything not known to be terminal is
 * treated as still in progress, bounded by the caller's own timeout.
 *
 * This module imports nothing: the schemas beside it take the state type from it, and a waiter reads
 * states without loading zod.
 */

/** The states the spec lists; the service may send others (see DeploymentState). */
export const DEPLOYMENT_STATES = [
  'BUILDING',
  'BUILD_ERROR',
  'CANCELED',
  'CANCELING',
  'DELETED',
  'DELETE_ERROR',
  'DELETE_QUEUED',
  'DELETING',
  'DEPLOYED',
  'DEPLOYING',
  'DEPLOYMENT_ERROR',
  'DEPLOYMENT_QUEUED',
  'EXECUTING',
  'QUEUED',
  'READY',
  'RECAP',
  'RESTARTED',
  'RESTARTING',
  'RESTART_ERROR',
  'RESTART_QUEUED',
  'STOPPED',
  'STOPPING',
  'STOP_ERROR',
  'STOP_QUEUED',
  'UNAVAILABLE',
  'WAITING_DELETING',
  'WAITING_RESTARTING',
  'WAITING_RUNNING',
  'WAITING_STOPPING',
] as const;

/** A state as the service reports it: one of the spec's, or a newer one kept raw. */
export type DeploymentState = (typeof DEPLOYMENT_STATES)[number] | (string & {});

const KNOWN_STATES: ReadonlySet<string> = new Set(DEPLOYMENT_STATES);

/** One of the spec's states, not a newer one the service grew. */
export function isKnownState(state: DeploymentState): boolean {
  return KNOWN_STATES.has(state);
}

export type StateVerdict = 'success' | 'failure' | 'cancelled' | 'in_progress';

/** What the wait is for: a deployment (deploy or redeploy), a stop or a deletion. */
export type WaitPurpose = 'deploy' | 'stop' | 'delete';

export function classifyState(state: DeploymentState, purpose: WaitPurpose): StateVerdict {
  // Until the stop shows, the status may still show how the deployment before it ended (CANCELED, DEPLOYMENT_ERROR).
  if (purpose === 'stop') return state === 'STOPPED' ? 'success' : state === 'STOP_ERROR' ? 'failure' : 'in_progress';
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
