/**
 * What a promotion would do, decided from what was read and nothing else: each service of the
 * target matched to the source's service of the same kind and name (and built the same way), the
 * version each side runs, which of them this run deploys, the GitHub compare link between two
 * commits, the services on one side only, and the variable and secret names the source has and
 * the target lacks.
 */
import { FULL_SHA, shortVersion } from '../../basics/commit.ts';
import type { Config } from '../../config/index.ts';
import type { Variable } from '../../platform/schemas/index.ts';
import { sameName } from '../../basics/names.ts';
import { OperationError } from '../../run/context.ts';
import type { Promotion, PromotionRow } from '../../run/result.ts';
import { pinsAny, selectServices, type PlannedService, type Service } from '../environment/service-plan.ts';

/** A service of the target and the source's service it is matched to. */
export interface Pair {
  target: Service;
  source: Service;
}

export interface Matched {
  pairs: Pair[];
  sourceOnly: Service[];
  targetOnly: Service[];
}

/** Each service of the target with the source's of the same kind, name and way of building (git or image), if any. */
export function matchServices(target: readonly Service[], source: readonly Service[]): Matched {
  const pairs: Pair[] = [];
  const used = new Set<Service>();
  const targetOnly: Service[] = [];
  for (const service of target) {
    const match = source.find(
      (other) => !used.has(other) && other.kind === service.kind && other.source === service.source && sameName(other.name, service.name),
    );
    if (match) {
      used.add(match);
      pairs.push({ target: service, source: match });
    } else targetOnly.push(service);
  }
  return { pairs, sourceOnly: source.filter((service) => !used.has(service)), targetOnly };
}

/**
 * The pairs with each target service at the version it last ran successfully, as its history
 * says (`lastGood`, by id): a service whose last deployment failed keeps running the version
 * before, and that is what the source's is compared with; one the history holds no success of
 * runs none (null). A service the history does not show keeps the version the platform lists.
 */
export function lastRan(matched: Matched, lastGood: ReadonlyMap<string, { good: string | undefined }>): Matched {
  const pairs = matched.pairs.map(({ target, source }) => {
    const seen = lastGood.get(target.id);
    const runs = seen ? (seen.good ?? null) : target.version;
    return { target: runs === target.version ? target : { ...target, version: runs }, source };
  });
  return { ...matched, pairs };
}

/**
 * The pairs this run considers: those `application`, `container` and `job` name (services of the
 * target, by id or by name), else every pair. A service named that the source lacks is refused.
 */
export function chosenPairs(config: Readonly<Config>, matched: Matched, targetName: string, sourceName: string): Pair[] {
  if (!pinsAny(config)) return matched.pairs;
  const named = selectServices(config, [...matched.pairs.map((pair) => pair.target), ...matched.targetOnly], `environment ${targetName}`);
  return named.map((service) => {
    const pair = matched.pairs.find((each) => each.target === service);
    if (!pair) {
      throw new OperationError(
        `${sourceName} has no ${service.kind} named ${service.name} built as it is in ${targetName}: nothing to promote it from (check the "${service.kind}" input)`,
      );
    }
    return pair;
  });
}

/** `https://github.com/acme/shop/compare/OLD...NEW` for two commits of a repository on github.com; undefined otherwise. */
export function compareLink(repositoryUrl: string | null | undefined, from: string | null, to: string | null): string | undefined {
  if (!repositoryUrl || !from || !to || from === to || !FULL_SHA.test(from) || !FULL_SHA.test(to)) return undefined;
  let url: URL;
  try {
    url = new URL(repositoryUrl);
  } catch {
    return undefined;
  }
  const path = /^\/([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec(url.pathname);
  if (url.protocol !== 'https:' || url.hostname !== 'github.com' || !path) return undefined;
  return `https://github.com/${path[1]}/${path[2]}/compare/${from}...${to}`;
}

/** The plan's rows: each pair with both versions, then the services of one side only. */
export function promotionRows(matched: Matched, chosen: readonly Pair[], versions: ReadonlyMap<string, string>): PromotionRow[] {
  const rows: PromotionRow[] = matched.pairs.map(({ target, source }) => {
    const to = versions.get(source.id) ?? null;
    const compare = compareLink(source.repositoryUrl ?? target.repositoryUrl, target.version, to);
    return {
      kind: target.kind,
      name: target.name,
      source: target.source,
      side: 'both',
      sourceVersion: to,
      targetVersion: target.version,
      promoted: to !== null && to !== target.version && chosen.some((pair) => pair.target === target),
      ...(compare ? { compare } : {}),
    };
  });
  const oneSide = (service: Service, side: PromotionRow['side']): PromotionRow => ({
    kind: service.kind,
    name: service.name,
    source: service.source,
    side,
    sourceVersion: side === 'source only' ? (versions.get(service.id) ?? service.version) : null,
    targetVersion: side === 'target only' ? service.version : null,
    promoted: false,
  });
  return [
    ...rows,
    ...matched.sourceOnly.map((service) => oneSide(service, 'source only')),
    ...matched.targetOnly.map((service) => oneSide(service, 'target only')),
  ];
}

/** The services the one deployment request carries: those promoted, each at the source's version. */
export function promotedPlan(chosen: readonly Pair[], versions: ReadonlyMap<string, string>): PlannedService[] {
  return chosen.flatMap(({ target, source }) => {
    const to = versions.get(source.id);
    return to === undefined || to === target.version ? [] : [{ ...target, to, pinned: true }];
  });
}

/** Built-in variables are the platform's own, different in every environment by design: never drift. */
function ownKeys(variables: readonly Variable[], secret: boolean): Set<string> {
  return new Set(
    variables
      .filter(
        (variable) => (variable.is_secret === true) === secret && variable.scope !== 'BUILT_IN' && variable.variable_type !== 'BUILT_IN',
      )
      .map((variable) => variable.key),
  );
}

/** The variable and secret names the source has and the target has under neither. */
export function driftOf(source: readonly Variable[], target: readonly Variable[]): Pick<Promotion, 'missingVariables' | 'missingSecrets'> {
  const present = new Set(target.map((variable) => variable.key));
  const missing = (secret: boolean) => [...ownKeys(source, secret)].filter((key) => !present.has(key)).sort();
  return { missingVariables: missing(false), missingSecrets: missing(true) };
}

/**
 * The plan in lines, for the log of every run and a dry run's plan: one per service, in the
 * direction things move (`application checkout in production: 5e5e5e5 → 0d1e2f3 (from blueprint)`), then the drift.
 */
export function planLines(promotion: Promotion, targetName: string): string[] {
  const source = promotion.from.name;
  const lines = promotion.rows.map((row) => {
    const name = `${row.kind} ${row.name}`;
    if (row.side === 'source only') return `${name}: only in ${source}, not promoted`;
    if (row.side === 'target only') return `${name}: only in ${targetName}, left as it is`;
    const runs = `${name} in ${targetName}: ${shortVersion(row.targetVersion)}`;
    const compare = row.compare ? ` ${row.compare}` : '';
    if (row.sourceVersion === row.targetVersion) return `${runs}, the same as ${source}`;
    if (row.sourceVersion === null) return `${runs}, left as it is (no successful version in ${source})`;
    const move = `${runs} → ${shortVersion(row.sourceVersion)} (from ${source})`;
    if (!row.promoted) return `${runs}, left as it is (${source} runs ${shortVersion(row.sourceVersion)}; not named)${compare}`;
    const back = row.older ? `, an older commit: ${targetName} goes back` : '';
    return `${move}${back}${compare}`;
  });
  if (promotion.missingVariables.length > 0) {
    lines.push(`variables ${source} has and ${targetName} lacks: ${promotion.missingVariables.join(', ')}`);
  }
  if (promotion.missingSecrets.length > 0)
    lines.push(`secrets ${source} has and ${targetName} lacks: ${promotion.missingSecrets.join(', ')}`);
  return lines;
}
