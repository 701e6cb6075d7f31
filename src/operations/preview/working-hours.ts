/**
 * preview-hours: the preview's deployment rule, set so the platform stops it outside the hours
 * and starts it inside them (`auto_stop`). The rule is read first, for its id and to leave alone
 * one that says so already; an edit replaces the whole rule, so the preview flags it carries are
 * sent back as they were.
 */
import { errorMessage } from '../../basics/error-message.ts';
import { hoursText, type WorkingHours } from '../../config/preview-hours.ts';
import type { Environment, EnvironmentDeploymentRule } from '../../platform/schemas/index.ts';
import type { OperationContext } from '../../run/context.ts';
import { OperationError } from '../../run/context.ts';

/** A time of day as the platform writes one: a date-time on 1970-01-01, read in the rule's timezone. */
const timeOfDay = (hhmm: string) => `1970-01-01T${hhmm}:00.000Z`;

/** `HH:MM` of a date-time the platform sent, as written; '' when it sent none. */
function hhmmOf(dateTime: string | null | undefined): string {
  return /T(\d{2}:\d{2})/.exec(dateTime ?? '')?.[1] ?? '';
}

function holds(rule: EnvironmentDeploymentRule, hours: WorkingHours): boolean {
  const days = rule.weekdays ?? [];
  return (
    rule.auto_stop === true &&
    rule.timezone === hours.timezone &&
    hhmmOf(rule.start_time) === hours.start &&
    hhmmOf(rule.stop_time) === hours.stop &&
    days.length === hours.weekdays.length &&
    hours.weekdays.every((day) => days.includes(day))
  );
}

/** The dry run's line for the rule: one an existing preview has already is read, not planned again. */
export async function plannedHours(ctx: OperationContext, existing: Environment | undefined, name: string): Promise<string | undefined> {
  const hours = ctx.config.previewHours;
  if (!hours) return undefined;
  const rule = existing && (await ctx.client.environments.deploymentRule({ environmentId: existing.id }));
  return rule && holds(rule, hours)
    ? `keep the deployment rule of ${name}: it already stops it outside ${hoursText(hours)}`
    : `set the deployment rule of ${name}: stopped outside ${hoursText(hours)}, started inside them`;
}

/**
 * Sets the rule when `preview-hours` is given and the rule differs, and returns the hours the
 * preview now keeps. A refusal fails the run before its deployment, naming the input and what
 * the platform said (a 403 names the scope).
 */
export async function setWorkingHours(ctx: OperationContext, environment: Environment): Promise<WorkingHours | undefined> {
  const { client, config, log } = ctx;
  const hours = config.previewHours;
  if (!hours) return undefined;
  const text = hoursText(hours);
  try {
    const rule = await client.environments.deploymentRule({ environmentId: environment.id });
    if (holds(rule, hours)) {
      log.info(`${environment.name} already sleeps outside ${text} (its deployment rule)`);
    } else {
      await client.environments.editDeploymentRule({
        environmentId: environment.id,
        deploymentRuleId: rule.id,
        body: {
          ...(typeof rule.on_demand_preview === 'boolean' ? { on_demand_preview: rule.on_demand_preview } : {}),
          ...(typeof rule.auto_preview === 'boolean' ? { auto_preview: rule.auto_preview } : {}),
          auto_stop: true,
          timezone: hours.timezone,
          start_time: timeOfDay(hours.start),
          stop_time: timeOfDay(hours.stop),
          weekdays: hours.weekdays,
        },
      });
      log.info(`Set the deployment rule of ${environment.name}: the platform stops it outside ${text} and starts it inside them`);
    }
  } catch (error) {
    throw new OperationError(`preview-hours: could not set the deployment rule of ${environment.name}: ${errorMessage(error)}`);
  }
  return hours;
}
