/** What a rollout is handed: the environment that exists, the services to deploy in it, and what it sends beside them. */
import type { Config } from '../../config/index.ts';
import type { SecretEntry } from '../../config/parsers.ts';
import type { VariableEntry } from '../../config/variables-input.ts';
import type { HeadStart } from '../../basics/head-start.ts';
import type { Learned } from '../../run/result.ts';
import type { Environment } from '../../platform/schemas/index.ts';
import type { PlannedService } from '../environment/service-plan.ts';

/**
 * The secrets and variables a rollout sets on the environment before its trigger: a deploy's and a
 * preview's, as the inputs give them (sendsOf); a promotion and a rollback change versions only,
 * and send none (SENDS_NOTHING).
 */
export interface Sends {
  secrets: readonly SecretEntry[];
  /** Keys given as `KEY=` (config/index.ts): named in a warning, never sent. */
  unsetSecrets: readonly string[];
  variables: readonly VariableEntry[];
  unsetVariables: readonly string[];
}

export const SENDS_NOTHING: Sends = Object.freeze({ secrets: [], unsetSecrets: [], variables: [], unsetVariables: [] });

/** What the inputs set: a deploy's and a preview's. */
export function sendsOf(config: Pick<Config, keyof Sends>): Sends {
  const { secrets, unsetSecrets, variables, unsetVariables } = config;
  return { secrets, unsetSecrets, variables, unsetVariables };
}

export interface RolloutTarget {
  environment: Environment;
  sends: Sends;
  /**
   * Every service of the target with the version it is deployed at; empty when no input names
   * a service, and the trigger is then a redeploy.
   */
  services: PlannedService[];
  /** The environment's other services, read before and left out of the request (a promotion's unchanged ones): their links are named without a read. */
  others?: readonly PlannedService[] | undefined;
  /** affected-only: the git-built services named in the inputs that the push did not change, left out of the request. */
  unchanged?: PlannedService[] | undefined;
  /**
   * Made by this run's own create, whose answer came (not one adopted after a lost answer, which
   * another run may have deployed already): never deployed, so its status is not read before the trigger.
   */
  fresh?: boolean | undefined;
  /** A preview sharing a baseline: the baseline's URL of each shared service, by name, for `{url:NAME}`. */
  sharedUrls?: Readonly<Record<string, string>> | undefined;
}

/**
 * Work a rollout's caller started and the rollout meets at its place: handed beside the target,
 * which stays data. Only a preview starts any.
 */
export interface UnderWay {
  /**
   * Set-up still on its way (a new preview's mark, its working hours): awaited with the secrets,
   * before the trigger; what it learned (the working hours set) goes to the rollout's result.
   */
  alongside?: HeadStart<Learned>;
  /**
   * Seconds the blueprint's last deployment took: the guess for a fresh preview, which has no
   * deployment of its own yet. The target's own previous duration, read just before the
   * trigger, comes first when that deployment succeeded; only otherwise is this asked.
   */
  blueprintDuration?: () => Promise<number | null | undefined>;
}
