/** An environment's deployment status: its state, its last deployment, and the metrics of each stage. */
import * as z from 'zod';
import { DEPLOYMENT_STATES } from '../../../src/platform/schemas/deployment-states.ts';
import { dateTime, open, uuid } from './common.ts';

type DeploymentState = (typeof DEPLOYMENT_STATES)[number] | (string & {});

const DeploymentStateValue: z.ZodType<DeploymentState> = z.string().min(1);

const OriginEnum = z.enum(['API', 'CLI', 'CONSOLE', 'GIT', 'PLATFORM_INTERNAL', 'TERRAFORM_PROVIDER']);

const DeploymentStatusEnum = z.enum(['NEVER_DEPLOYED', 'UP_TO_DATE', 'OUT_OF_DATE']);

const StepStatusEnum = z.enum(['SUCCESS', 'ERROR', 'CANCEL', 'SKIP']);

const StageStep = z.looseObject({
  stage_id: uuid.optional(),
  step_name: z.string().optional(),
  status: open(StepStatusEnum).optional(),
  duration_sec: z.number().nullish(),
});

const StageMetric = z.looseObject({
  stage_id: uuid,
  total_duration_sec: z.number().nullish(),
  details: z.array(StageStep),
});

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
