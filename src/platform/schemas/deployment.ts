/**
 * Schemas of where a deployment stands: the environment's status with its stage metrics, and
 * the state of one deployment request.
 *
 * States stay open (see deployment-states.ts): the service grows new ones, and a waiter must not fail on
 * a state it does not know.
 */
import * as z from 'zod';
import type { DeploymentState } from './deployment-states.ts';
import { dateTime, open, uuid } from './common.ts';

export const DeploymentStateValue: z.ZodType<DeploymentState> = z.string().min(1);

export const OriginEnum = z.enum(['API', 'CLI', 'CONSOLE', 'GIT', 'PLATFORM_INTERNAL', 'TERRAFORM_PROVIDER']);
export const DeploymentStatusEnum = z.enum(['NEVER_DEPLOYED', 'UP_TO_DATE', 'OUT_OF_DATE']);
export const StepStatusEnum = z.enum(['SUCCESS', 'ERROR', 'CANCEL', 'SKIP']);

/** One step of a stage (upstream: step_name TOTAL, QUEUEING, PROVISION_BUILDER; status SUCCESS…). */
export const StageStep = z.looseObject({
  stage_id: uuid.optional(),
  step_name: z.string().optional(),
  status: open(StepStatusEnum).optional(),
  duration_sec: z.number().nullish(),
});

/** A stage's steps; the spec marks every member optional: no `details` is no step to show. */
export const StageMetric = z.looseObject({
  stage_id: uuid.nullish(),
  total_duration_sec: z.number().nullish(),
  details: z
    .array(StageStep)
    .nullish()
    .transform((details) => details ?? []),
});
export type StageMetric = z.infer<typeof StageMetric>;

export const EnvironmentStatus = z.looseObject({
  id: uuid,
  state: DeploymentStateValue,
  last_deployment_state: DeploymentStateValue,
  last_deployment_date: dateTime.nullish(),
  last_deployment_id: z.string().nullish(),
  total_deployment_duration_in_seconds: z.number().nullish(),
  origin: open(OriginEnum).nullish(),
  triggered_by: z.string().nullish(),
  deployment_status: open(DeploymentStatusEnum).nullish(),
  deployment_request_id: uuid.nullish(),
  metrics: z.array(StageMetric).nullish(),
});
export type EnvironmentStatus = z.infer<typeof EnvironmentStatus>;

/** Every member optional in the spec: a missing state is read from the environment instead. */
export const DeploymentRequestStatus = z.looseObject({
  deployment_request_id: uuid.nullish(),
  environment_id: uuid.nullish(),
  status: DeploymentStateValue.nullish(),
});
export type DeploymentRequestStatus = z.infer<typeof DeploymentRequestStatus>;
