/**
 * Schemas of the log reads (upstream notes, "Logs"): lenient like every response schema here.
 * Every member the report uses may be missing or null on some server; an entry it cannot use is
 * skipped, never a reason to drop the whole log.
 */
import * as z from 'zod';

/** One entry of `GET /environment/{id}/logs`: a line of a deployment, or the error that ended it. */
export const DeploymentLogEntry = z.looseObject({
  type: z.string().nullish(),
  timestamp: z.string().nullish(),
  details: z
    .looseObject({
      execution_id: z.string().nullish(),
      transmitter: z.looseObject({ id: z.string().nullish(), name: z.string().nullish(), type: z.string().nullish() }).nullish(),
      stage: z.looseObject({ step: z.string().nullish(), name: z.string().nullish() }).nullish(),
    })
    .nullish(),
  error: z
    .looseObject({
      tag: z.string().nullish(),
      user_log_message: z.string().nullish(),
      link: z.string().nullish(),
      hint_message: z.string().nullish(),
      underlying_error: z.looseObject({ message: z.string().nullish() }).nullish(),
    })
    .nullish(),
  message: z.looseObject({ safe_message: z.string().nullish() }).nullish(),
});
export type DeploymentLogEntry = z.infer<typeof DeploymentLogEntry>;

/** The whole answer: a bare array, not a `{results}` list. */
export const DeploymentLog = z.array(DeploymentLogEntry);

/** One line of `GET /application/{id}/log` or `/container/{id}/log`. */
export const ServiceLogLine = z.looseObject({ created_at: z.string().nullish(), message: z.string().nullish() });
export type ServiceLogLine = z.infer<typeof ServiceLogLine>;
