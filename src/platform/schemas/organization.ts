/**
 * Schemas of an organization and what hangs off it (projects, webhooks, git branches, invoices),
 * lenient and holding only the members section 4.2 illustrates. The action calls none of these
 * operations: the emulator serves them, and index.ts does not load this module.
 */
import * as z from 'zod';
import { dateTime, uuid } from './common.ts';
import { Link } from './environment.ts';

export const Organization = z.looseObject({ id: uuid, name: z.string(), created_at: dateTime.optional() });
export type Organization = z.infer<typeof Organization>;

export const Project = z.looseObject({
  id: uuid,
  name: z.string(),
  description: z.string().nullish(),
  created_at: dateTime.optional(),
  updated_at: dateTime.nullish(),
});
export type Project = z.infer<typeof Project>;

export const ProjectCreateRequest = z.strictObject({ name: z.string().min(1), description: z.string().optional() });
export type ProjectCreateRequest = z.infer<typeof ProjectCreateRequest>;

export const WebhookEventEnum = z.enum(['DEPLOYMENT_STARTED', 'DEPLOYMENT_SUCCEEDED', 'DEPLOYMENT_FAILED']);

export const WebhookCreateRequest = z.strictObject({
  target_url: z.url(),
  events: z.array(WebhookEventEnum).min(1),
  enabled: z.boolean(),
});
export type WebhookCreateRequest = z.infer<typeof WebhookCreateRequest>;

export const Webhook = z.looseObject({
  id: uuid,
  target_url: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
});
export type Webhook = z.infer<typeof Webhook>;

export const GitBranch = z.looseObject({ name: z.string() });
export type GitBranch = z.infer<typeof GitBranch>;

/** Invoice download result: the spec lists the same fields as a link. */
export const InvoiceLink = Link;
export type InvoiceLink = z.infer<typeof InvoiceLink>;
