/**
 * Schemas of the reads that name stages and time each service (upstream notes, "Stages,
 * per-service status and timings"): lenient like every response schema here. Only what the
 * report uses is required; newer fields, states and step names pass through.
 */
import * as z from 'zod';
import { open, uuid } from './common.ts';
import { EnvironmentStatus, StageMetric } from './deployment.ts';

export const ServiceKindEnum = z.enum(['APPLICATION', 'CONTAINER', 'JOB', 'DATABASE', 'HELM', 'TERRAFORM']);
export const StageStatusEnum = z.enum(['QUEUED', 'ONGOING', 'DONE', 'ERROR', 'SKIPPED', 'CANCELED']);
export const ServiceActionStatusEnum = z.enum(['QUEUED', 'ONGOING', 'SUCCESS', 'ERROR', 'EXECUTING', 'CANCELED', 'CANCELING', 'NEVER']);

/**
 * `GET /environment/{id}/deploymentStage` item, and `GET /deploymentStage/{id}`. A stage without a
 * name is named by its order; a service entry without its id is skipped; `is_skipped`: left out of
 * the environment's deployments while kept in the stage.
 */
export const DeploymentStage = z.looseObject({
  id: uuid,
  name: z.string().nullish(),
  description: z.string().nullish(),
  deployment_order: z.number().nullish(),
  services: z
    .array(z.looseObject({ service_id: uuid.nullish(), service_type: open(ServiceKindEnum).nullish(), is_skipped: z.boolean().nullish() }))
    .nullish(),
});
export type DeploymentStage = z.infer<typeof DeploymentStage>;

/** A service's `Status`: its id, not its name (that comes from the service lists). */
export const ServiceStatus = z.looseObject({
  id: uuid,
  state: z.string().nullish(),
  /** NEVER_DEPLOYED, UP_TO_DATE, OUT_OF_DATE: whether the service ever deployed in this environment. */
  service_deployment_status: z.string().nullish(),
  is_part_last_deployment: z.boolean().nullish(),
  /** The request the service's figures belong to: another request's are not this deployment's. */
  deployment_request_id: uuid.nullish(),
  /** The deployment the service's last log entries belong to (`details.execution_id` of the log). */
  execution_id: z.string().nullish(),
  status_details: z.looseObject({ action: z.string().nullish(), status: open(ServiceActionStatusEnum).nullish() }).nullish(),
  steps: z
    .looseObject({
      total_duration_sec: z.number().nullish(),
      total_computing_duration_sec: z.number().nullish(),
      details: z
        .array(z.looseObject({ step_name: z.string().nullish(), status: z.string().nullish(), duration_sec: z.number().nullish() }))
        .nullish(),
    })
    .nullish(),
});
export type ServiceStatus = z.infer<typeof ServiceStatus>;

const services = z.array(ServiceStatus).nullish();

/** `GET /environment/{id}/statusesWithStages`. */
export const StatusesWithStages = z.looseObject({
  environment: EnvironmentStatus.nullish(),
  // The spec marks every member optional: no stages is nothing to show, a stage entry without
  // its stage is shown by its services alone.
  stages: z
    .array(
      z.looseObject({
        stage: z
          .looseObject({
            id: uuid.nullish(),
            name: z.string().nullish(),
            status: open(StageStatusEnum).nullish(),
            steps: StageMetric.nullish(),
          })
          .nullish(),
        applications: services,
        containers: services,
        jobs: services,
        databases: services,
        helms: services,
        terraforms: services,
        agentic_workflows: services,
      }),
    )
    .nullish()
    .transform((stages) => stages ?? []),
});
export type StatusesWithStages = z.infer<typeof StatusesWithStages>;
