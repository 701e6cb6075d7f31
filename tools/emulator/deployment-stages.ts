/**
 * An environment's deployment stages (`GET /environment/{id}/deploymentStage`): they run one
 * after the other by `deployment_order`, their services side by side. Every service is in one.
 */
import { randomUUID } from 'node:crypto';
import { iso } from './dates.ts';
import type { ServiceKind } from './deployment-request.ts';
import { sameName } from './names.ts';

/** A service's place in a deployment stage, as `GET /environment/{id}/deploymentStage` lists it. */
interface StageService {
  id: string;
  created_at: string;
  service_id: string;
  service_type: ServiceKind;
  is_skipped: boolean;
}

/** A deployment stage of an environment: stages run one after the other by `deployment_order`, their services side by side. */
export interface DeploymentStage {
  id: string;
  created_at: string;
  updated_at: string;
  name: string;
  description: string;
  deployment_order: number;
  services: StageService[];
}

/** What holds deployment stages: an environment. */
interface Staged {
  stages: DeploymentStage[];
}

/** Where a service lands when no stage is named for it. */
export const DEFAULT_STAGE_OF: Record<ServiceKind, string> = {
  APPLICATION: 'APPLICATION DEFAULT',
  CONTAINER: 'CONTAINER DEFAULT',
  JOB: 'JOB DEFAULT',
};

/** The deployment stage that holds the service, if any. */
export function stageOf(record: Staged, serviceId: string): DeploymentStage | undefined {
  return record.stages.find((stage) => stage.services.some((service) => service.service_id === serviceId));
}

/** Empty copies of the source's stages (name, description, order), for a clone to fill. */
export function copyStages(source: Staged, target: Staged, now: number): void {
  for (const stage of [...source.stages].sort((a, b) => a.deployment_order - b.deployment_order)) {
    target.stages.push({
      ...stage,
      id: randomUUID(),
      created_at: iso(now),
      updated_at: iso(now),
      deployment_order: target.stages.length,
      services: [],
    });
  }
}

/** Adds the service to the stage named `stageName` (names compare case-insensitively), creating it last in order. */
export function placeInStage(
  record: Staged,
  service: { id: string; kind: ServiceKind },
  stageName: string,
  now: number,
  description = '',
): DeploymentStage {
  let stage = record.stages.find((each) => sameName(each.name, stageName));
  if (!stage) {
    stage = {
      id: randomUUID(),
      created_at: iso(now),
      updated_at: iso(now),
      name: stageName,
      description,
      deployment_order: record.stages.length,
      services: [],
    };
    record.stages.push(stage);
  }
  stage.services.push({ id: randomUUID(), created_at: iso(now), service_id: service.id, service_type: service.kind, is_skipped: false });
  return stage;
}

/** Numbers the stages 0, 1, … in the order given, as the platform keeps `deployment_order` dense. */
function renumber(record: Staged, order: readonly DeploymentStage[], now: number): void {
  record.stages = [...order];
  for (const [index, stage] of order.entries()) {
    if (stage.deployment_order === index) continue;
    stage.deployment_order = index;
    stage.updated_at = iso(now);
  }
}

/** `PUT /deploymentStage/{id}/moveBefore/{stageId}` and `moveAfter`: the stage takes its place next to the other. */
export function moveStage(record: Staged, stage: DeploymentStage, next: DeploymentStage, where: 'before' | 'after', now: number): void {
  const others = [...record.stages].sort((a, b) => a.deployment_order - b.deployment_order).filter((each) => each !== stage);
  const at = others.indexOf(next) + (where === 'after' ? 1 : 0);
  others.splice(at, 0, stage);
  renumber(record, others, now);
}

/**
 * `PUT /deploymentStage/{id}/service/{serviceId}`: the service leaves its stage for this one,
 * un-skipped; to the stage it is in already, `is_skipped` is set as asked (the OpenAPI's words).
 */
export function attachToStage(record: Staged, stage: DeploymentStage, serviceId: string, isSkipped: boolean, now: number): boolean {
  const from = stageOf(record, serviceId);
  const entry = from?.services.find((service) => service.service_id === serviceId);
  if (!from || !entry) return false;
  if (from === stage) {
    entry.is_skipped = isSkipped;
  } else {
    from.services = from.services.filter((service) => service !== entry);
    stage.services.push({ ...entry, id: randomUUID(), created_at: iso(now), is_skipped: false });
    from.updated_at = iso(now);
  }
  stage.updated_at = iso(now);
  return true;
}

/** A new empty stage, last in order: `POST /environment/{id}/deploymentStage`. */
export function addStage(record: Staged, name: string, description: string, now: number): DeploymentStage {
  const stage: DeploymentStage = {
    id: randomUUID(),
    created_at: iso(now),
    updated_at: iso(now),
    name,
    description,
    deployment_order: record.stages.length,
    services: [],
  };
  record.stages.push(stage);
  return stage;
}

/** Takes an empty stage out, the others keeping their order. */
export function removeStage(record: Staged, stage: DeploymentStage, now: number): void {
  const rest = [...record.stages].sort((a, b) => a.deployment_order - b.deployment_order).filter((each) => each !== stage);
  renumber(record, rest, now);
}
