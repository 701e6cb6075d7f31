/**
 * What an older server lacks (EmulatorOptions.lacks) and how it says so: servers differ, and the
 * action must fall back on any answer that means the route is not there.
 */
import { ApiError } from './http.ts';

export const LACKED_OPERATIONS = [
  'statusesWithStages',
  'deploymentStage',
  'deploymentHistory',
  'deploymentQueue',
  'services',
  'metrics',
  'variable',
] as const;
export type LackedOperation = (typeof LACKED_OPERATIONS)[number];

export const LACKED_ANSWERS = [404, 405, 501] as const;
export type LackedAnswer = (typeof LACKED_ANSWERS)[number];

/** A lacked operation's answer when it is not a plain unknown route (404, which the router gives). */
export function lackedAnswer(status: LackedAnswer, method: string, pattern: string): ApiError {
  if (status === 405) return new ApiError(405, `${method} is not allowed on ${pattern}`, { allow: '' });
  if (status === 501) return new ApiError(501, `${method} ${pattern} is not implemented by this server`);
  return new ApiError(404, `no operation ${method} ${pattern}`);
}
