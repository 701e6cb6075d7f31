/** What is asked of an organization: its projects, its webhooks, its cluster credentials. */
import * as z from 'zod';

const WebhookEventEnum = z.enum(['DEPLOYMENT_STARTED', 'DEPLOYMENT_SUCCEEDED', 'DEPLOYMENT_FAILED']);

/** ProjectRequest, for a create and an edit alike. */
export const ProjectCreateRequest = z.strictObject({ name: z.string().min(1), description: z.string().optional() });

export const WebhookCreateRequest = z.strictObject({
  target_url: z.url(),
  events: z.array(WebhookEventEnum).min(1),
  enabled: z.boolean(),
});

export type ProjectCreateRequest = z.infer<typeof ProjectCreateRequest>;

export type WebhookCreateRequest = z.infer<typeof WebhookCreateRequest>;

export const ClusterCredentialsRequest = z.strictObject({ name: z.string().min(1) });

export type ClusterCredentialsRequest = z.infer<typeof ClusterCredentialsRequest>;
