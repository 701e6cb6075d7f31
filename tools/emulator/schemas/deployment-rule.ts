/** An environment's deployment rule: its working hours (auto-stop) and preview flags. */
import * as z from 'zod';

const WeekdayEnum = z.enum(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']);

/** A date-time whose time of day is what counts: `1970-01-01T08:00:00.000Z` is 08:00 in the rule's timezone. */
const timeOfDay = z.iso.datetime({ offset: true });

/** A zone the runtime knows: what the platform takes as a timezone. */
const timezone = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return /^[A-Za-z]/.test(zone);
  } catch {
    return false;
  }
}, 'must be an IANA timezone such as Europe/Paris');

/** OpenAPI `EnvironmentDeploymentRuleEditRequest`: the whole rule, the flags left out being false. */
export const EnvironmentDeploymentRuleEditRequest = z.strictObject({
  on_demand_preview: z.boolean().optional(),
  auto_preview: z.boolean().optional(),
  auto_stop: z.boolean().optional(),
  timezone,
  start_time: timeOfDay,
  stop_time: timeOfDay,
  weekdays: z.array(WeekdayEnum),
});

/** OpenAPI `EnvironmentDeploymentRule`: Base and the rule. */
export interface EnvironmentDeploymentRule {
  id: string;
  created_at: string;
  updated_at: string;
  on_demand_preview: boolean;
  auto_stop: boolean;
  auto_preview: boolean;
  timezone: string;
  start_time: string;
  stop_time: string;
  weekdays: Array<z.infer<typeof WeekdayEnum>>;
}
