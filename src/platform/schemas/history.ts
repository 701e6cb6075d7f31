/**
 * The environment's deployment requests, newest first (`GET /environment/{id}/deploymentHistoryV2`):
 * the action reads only what the last one was asked to do and where it stands, a read the
 * status's stale window does not touch.
 */
import * as z from 'zod';
import { open } from './common.ts';
import { DeploymentStateValue } from './deployment.ts';

export const DeploymentHistoryTriggerAction = z.enum([
  'DEPLOY',
  'DELETE',
  'RESTART',
  'STOP',
  'DEPLOY_DRY_RUN',
  'TERRAFORM_FORCE_UNLOCK',
  'TERRAFORM_MIGRATE_STATE',
  'DELETE_RESOURCES_ONLY',
  'UNKNOWN',
  'UNINSTALL',
]);

export const DeploymentHistoryEnvironmentV2 = z.looseObject({
  status: DeploymentStateValue.nullish(),
  trigger_action: open(DeploymentHistoryTriggerAction).nullish(),
});
export type DeploymentHistoryEnvironmentV2 = z.infer<typeof DeploymentHistoryEnvironmentV2>;
