/**
 * An environment's deployment rule (OpenAPI `EnvironmentDeploymentRule`,
 * `EnvironmentDeploymentRuleEditRequest`): when the platform stops it (`auto_stop` outside its
 * weekdays, start and stop times, in its timezone). The answer holds what the action reads: the
 * id to edit it by, and the rule to compare and to keep the flags it does not set; all but the id
 * may be missing or null. An edit is the whole rule.
 */
import * as z from 'zod';
import { uuid } from './common.ts';

const WeekdayEnum = z.enum(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']);

export const EnvironmentDeploymentRule = z.looseObject({
  id: uuid,
  auto_stop: z.boolean().nullish(),
  on_demand_preview: z.boolean().nullish(),
  auto_preview: z.boolean().nullish(),
  timezone: z.string().nullish(),
  start_time: z.string().nullish(),
  stop_time: z.string().nullish(),
  // Open: a value the action does not know only makes the rule differ from the one it wants.
  weekdays: z.array(z.string()).nullish(),
});
export type EnvironmentDeploymentRule = z.infer<typeof EnvironmentDeploymentRule>;

export const EnvironmentDeploymentRuleEditRequest = z.strictObject({
  on_demand_preview: z.boolean().optional(),
  auto_preview: z.boolean().optional(),
  auto_stop: z.boolean(),
  timezone: z.string().min(1),
  start_time: z.iso.datetime(),
  stop_time: z.iso.datetime(),
  weekdays: z.array(WeekdayEnum).min(1),
});
export type EnvironmentDeploymentRuleEditRequest = z.infer<typeof EnvironmentDeploymentRuleEditRequest>;
