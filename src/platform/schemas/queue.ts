/**
 * The environment's deployment queue (`GET /environment/{id}/deploymentQueue`): the requests
 * waiting behind the running one. The action reads only which request each item is and whether
 * its stages have started.
 */
import * as z from 'zod';
import { open, uuid } from './common.ts';
import { StageStatusEnum } from './stages.ts';

export const QueuedDeploymentRequest = z.looseObject({
  identifier: z.looseObject({ deployment_request_id: uuid }),
  stages: z.array(z.looseObject({ status: open(StageStatusEnum).nullish() })).nullish(),
});
export type QueuedDeploymentRequest = z.infer<typeof QueuedDeploymentRequest>;
