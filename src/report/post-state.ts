/**
 * The post step's state: what the main step saves as its report goes, and what the post step
 * reads back to finish a report the main step could not (GitHub slow or unavailable, the report's
 * minute spent, the job killed). One schema is both: the type is the schema's, so a field the main
 * step saves is a field the post step reads back, never dropped on the way.
 *
 * zod is loaded only to read the state back (the post step): the main step saves with
 * JSON.stringify, and its first platform request must not wait for zod to load.
 */
import type * as Zod from 'zod';
import { OPERATION_NAMES } from '../basics/names.ts';
import type { OperationResult } from '../run/result.ts';

/** What a run writes to GitHub at its end, each on its own. */
const CONCERNS = ['comment', 'deployment', 'check'] as const;
export type Concern = (typeof CONCERNS)[number];

/** A result as main saved it: whole, as it was (its own shape is the operations' to keep). */
function isResult(value: unknown): value is OperationResult {
  if (!value || typeof value !== 'object') return false;
  const result = value as Partial<OperationResult>;
  return typeof result.operation === 'string' && typeof result.outcome === 'string' && Array.isArray(result.stages);
}

/**
 * Each field's rule when read back. A field main could not have written as the post step needs
 * it falls back to its empty value; only a state without its environment or commit (nothing to
 * mark) or a final report without its result is unreadable.
 */
function schemaOf({ z }: typeof Zod) {
  /** The final report, saved before any of it is written, with what is still to write. */
  const final = z.object({
    result: z.custom<OperationResult>(isResult),
    organizationId: z.string().catch(''),
    projectId: z.string().catch(''),
    /** When the run settled (ISO): the comment's marker keeps it, so the newest result stays. */
    settledAt: z.string(),
    /** What is not written yet, in the order it is written. */
    pending: z.array(z.string()).transform((pending) => CONCERNS.filter((concern) => pending.includes(concern))),
  });
  return z.object({
    operation: z.enum(OPERATION_NAMES).catch('preview'),
    repository: z.string().catch(''),
    /** 0 outside a pull request. */
    pullRequest: z.number().int().nonnegative().catch(0),
    environmentName: z.string(),
    environmentId: z.string().catch(''),
    /** The image tag deployed. */
    commit: z.string(),
    /** The pull request head commit the run was started for ('' outside a pull request; a state saved before it was kept: the post step's event names the same head). */
    headSha: z.string().catch(''),
    /** 0 when no comment was written. */
    commentId: z.number().int().nonnegative().catch(0),
    /** 0 when no GitHub Deployment was created. */
    deploymentId: z.number().int().nonnegative().catch(0),
    /** Absent when no check run was created. */
    checkRunId: z.number().int().positive().optional().catch(undefined),
    /** The check's create was sent: with no id, one it made may still be found. */
    checkAsked: z.boolean().optional().catch(undefined),
    /** promote: the environment promoted from, by name: the Deployment is found again by its description. */
    promotedFrom: z.string().optional().catch(undefined),
    /** The Deployment's create was sent: with no id, one it made may still be found. */
    deploymentAsked: z.boolean().optional().catch(undefined),
    /** The Deployment's ref when it is not `commit`: a fork's preview's, a branch of this repository. */
    deploymentRef: z.string().min(1).optional().catch(undefined),
    startedAt: z.string().catch(''),
    /** Unreadable, it is left out: the post step then marks the run cancelled, as it would without one. */
    final: final.optional().catch(undefined),
  });
}

/** What the post step needs to finish a report the main step could not: no secrets in it. */
export type PostState = Zod.output<ReturnType<typeof schemaOf>>;
export type FinalReport = NonNullable<PostState['final']>;

/**
 * The runner hands the post step its state in environment variables, and one variable over
 * 128 KiB keeps the post step from starting at all. A final report stays well under that: past
 * STATE_BUDGET characters its failing services' log lines are left out (the comment the post step
 * writes then names the services and their errors without them), and past it still, the report is
 * not saved (the post step then marks the run cancelled, as it would without one).
 */
const STATE_BUDGET = 48 * 1024;

/** The post step's state as main saves it: the final report kept within what the runner can pass on. */
export function encodePostState(state: PostState): string {
  const whole = JSON.stringify(state);
  if (whole.length <= STATE_BUDGET || !state.final) return whole;
  const failure = state.final.result.failure;
  if (failure) {
    const services = failure.services.map((service) => ({ ...service, lines: [] }));
    const trimmed = JSON.stringify({
      ...state,
      final: { ...state.final, result: { ...state.final.result, failure: { ...failure, services } } },
    });
    if (trimmed.length <= STATE_BUDGET) return trimmed;
  }
  const { final: _left, ...rest } = state;
  return JSON.stringify(rest);
}

/** The post step's state as main saved it, or undefined when it is unreadable. */
export async function decodePostState(text: string): Promise<PostState | undefined> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const read = schemaOf(await import('zod')).safeParse(value);
  return read.success ? read.data : undefined;
}
