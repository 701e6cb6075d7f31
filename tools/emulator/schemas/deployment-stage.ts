/** What creates or edits a deployment stage, and what moves a service into one (the OpenAPI's request bodies). */
import * as z from 'zod';

export const DeploymentStageRequest = z.strictObject({
  name: z.string().min(1),
  description: z.string().nullish(),
});
export type DeploymentStageRequest = z.infer<typeof DeploymentStageRequest>;

export const AttachServiceToStageRequest = z.strictObject({ is_skipped: z.boolean().optional() });
