/**
 * `GET /environment/{id}/deploymentHistory` (DeploymentHistoryEnvironmentPaginatedResponseList):
 * the environment's deployments, newest first, each with its services at the version each was
 * deployed at and the state it ended in. Only what a rollback reads; every member the OpenAPI
 * leaves optional may be absent, and a commit may be null.
 */
import * as z from 'zod';
import { dateTime, open, uuid } from './common.ts';

const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((items) => items ?? []);

const Commit = z.looseObject({ git_commit_id: z.string() }).nullish();

const HistoryService = {
  id: uuid,
  name: z.string().nullish(),
  status: z.string().nullish(),
};

export const DeploymentHistoryEntry = z.looseObject({
  id: uuid,
  /** When the request was made; `updated_at` when it last changed (its end, once it ended). */
  created_at: dateTime,
  updated_at: dateTime.nullish(),
  status: z.string().nullish(),
  applications: list(z.looseObject({ ...HistoryService, commit: Commit })),
  containers: list(z.looseObject({ ...HistoryService, tag: z.string().nullish() })),
  jobs: list(z.looseObject({ ...HistoryService, tag: z.string().nullish(), commit: Commit })),
});
export type DeploymentHistoryEntry = z.infer<typeof DeploymentHistoryEntry>;

export const DeploymentHistoryPage = z.looseObject({
  page: z.number().nullish(),
  page_size: z.number().nullish(),
  results: list(DeploymentHistoryEntry),
});

/** Who asked, and when: `created_at` the start, `updated_at` the last change (the end, once it ended). */
const AuditingData = z
  .looseObject({ created_at: dateTime.nullish(), updated_at: dateTime.nullish(), triggered_by: z.string().nullish() })
  .nullish();

const HistoryServiceV2 = z.looseObject({
  identifier: z.looseObject({ service_id: z.string(), service_type: z.string().nullish(), name: z.string().nullish() }),
  status: z.string().nullish(),
  auditing_data: AuditingData,
  /** ISO 8601 (`PT42S`). */
  total_duration: z.string().nullish(),
  details: z
    .looseObject({ commit: Commit, tag: z.string().nullish(), job_type: z.string().nullish() })
    .nullish()
    .transform((details) => details ?? {}),
});

/** What a deployment request was asked to do; the list stays open to values the OpenAPI adds later. */
const DeploymentHistoryTriggerAction = z.enum([
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

/**
 * `GET /environment/{id}/deploymentHistoryV2` (DeploymentHistoryEnvironmentPaginatedResponseListV2):
 * the same deployments, each service inside its stage with its state and its version in `details`
 * (an application's commit, a container's or a job's tag, a git-built job's commit), and what each
 * request was asked to do (DEPLOY, DELETE, STOP, …). Unlike the status, it has no stale window: a
 * request is listed the moment it is made.
 */
export const DeploymentHistoryEntryV2 = z.looseObject({
  /** The request's execution: what tells one deployment from the next. */
  identifier: z.looseObject({ execution_id: z.string().nullish() }).nullish(),
  status: z.string().nullish(),
  trigger_action: open(DeploymentHistoryTriggerAction).nullish(),
  auditing_data: AuditingData,
  /** ISO 8601 (`PT42S`). */
  total_duration: z.string().nullish(),
  stages: list(z.looseObject({ name: z.string().nullish(), services: list(HistoryServiceV2) })),
});
export type DeploymentHistoryEntryV2 = z.infer<typeof DeploymentHistoryEntryV2>;

export const DeploymentHistoryPageV2 = z.looseObject({
  results: list(DeploymentHistoryEntryV2),
});
