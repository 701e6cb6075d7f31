/**
 * `GET /environment/{id}/deploymentHistory` (DeploymentHistoryEnvironmentPaginatedResponseList):
 * the environment's deployments, newest first, each with its services at the version each was
 * deployed at and the state it ended in. Only what a rollback reads; every member the OpenAPI
 * leaves optional may be absent, and a commit may be null.
 */
import * as z from 'zod';
import { dateTime, uuid } from './common.ts';

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
  created_at: dateTime,
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
