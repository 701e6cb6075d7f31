/**
 * What one run learned that the next run for the same input may reuse instead of reading it again:
 * the environment the `environment` input names, and the pull request's preview. It comes back
 * from where the last run left it (the sticky comment, a GitHub Deployment) already proven to be
 * this action's own writing for these inputs, and is still checked against the platform before
 * anything is changed: a stale one costs a failed read and a fallback to reading, never a wrong target.
 */
import type { Environment } from '../platform/schemas/index.ts';

export interface Carried {
  /** The environment the `environment` input names (a blueprint, or the environment deployed), as the platform listed it. */
  environment: Environment;
  /** The pull request's preview, as the run that last deployed it left it. */
  preview?: Environment;
}
