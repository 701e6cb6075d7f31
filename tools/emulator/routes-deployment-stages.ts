/**
 * Deployment stages (the OpenAPI's "Deployment Stage Main Calls"): an environment's stages run
 * one after the other by `deployment_order`, so moving a stage before or after another, or a
 * service into another stage, decides what runs first (a job that seeds a database before the
 * applications that read it). Every change answers the environment's stages, or the one stage.
 */
import { AttachServiceToStageRequest, DeploymentStageRequest } from './schemas/index.ts';
import { ApiError, notFound, parseBody, route, type Route, type RouteContext } from './http.ts';
import type { Platform } from './platform.ts';
import { sameName } from './names.ts';
import { addStage, attachToStage, moveStage, removeStage, stageOf, type DeploymentStage } from './deployment-stages.ts';
import type { EnvironmentRecord } from './store.ts';
import { deploymentStageOf, deploymentStagesOf } from './views.ts';

export function deploymentStageRoutes(platform: Platform): Route[] {
  const { store } = platform;

  /** The stage of a live environment with that id, and its environment; 404 otherwise. */
  const find = (id: string): { record: EnvironmentRecord; stage: DeploymentStage } => {
    for (const record of store.environments.values()) {
      if (record.gone) continue;
      const stage = record.stages.find((each) => each.id === id);
      if (stage) return { record, stage };
    }
    throw notFound('deployment stage', id);
  };
  const stageIn = (context: RouteContext) => find(context.params['deploymentStageId']!);
  const ensureNameFree = (record: EnvironmentRecord, name: string, except?: DeploymentStage) => {
    if (record.stages.some((stage) => stage !== except && sameName(stage.name, name))) {
      throw new ApiError(400, `a deployment stage named "${name}" already exists in environment ${record.environment.id}`);
    }
  };
  const list = (record: EnvironmentRecord) => ({ status: 200, body: { results: deploymentStagesOf(record) } });
  const move = (where: 'before' | 'after') => (context: RouteContext) => {
    const { record, stage } = stageIn(context);
    const next = find(context.params['stageId']!);
    if (next.record !== record) throw new ApiError(400, `stage ${next.stage.id} is not a stage of environment ${record.environment.id}`);
    if (next.stage !== stage) moveStage(record, stage, next.stage, where, context.now);
    return list(record);
  };

  return [
    route('POST', '/environment/:environmentId/deploymentStage', 'write', (context) => {
      const record = store.environment(context.params['environmentId']!);
      const body = parseBody(DeploymentStageRequest, context.body);
      ensureNameFree(record, body.name);
      return { status: 200, body: deploymentStageOf(record, addStage(record, body.name, body.description ?? '', context.now)) };
    }),
    route('GET', '/deploymentStage/:deploymentStageId', 'read', (context) => {
      const { record, stage } = stageIn(context);
      return { status: 200, body: deploymentStageOf(record, stage) };
    }),
    route('PUT', '/deploymentStage/:deploymentStageId', 'write', (context) => {
      const { record, stage } = stageIn(context);
      const body = parseBody(DeploymentStageRequest, context.body);
      ensureNameFree(record, body.name, stage);
      stage.name = body.name;
      stage.description = body.description ?? '';
      stage.updated_at = new Date(context.now).toISOString();
      return { status: 200, body: deploymentStageOf(record, stage) };
    }),
    route('DELETE', '/deploymentStage/:deploymentStageId', 'write', (context) => {
      const { record, stage } = stageIn(context);
      // Every service is in one stage: a stage that holds some cannot go (an inference; the OpenAPI is silent).
      if (stage.services.length > 0)
        throw new ApiError(400, `deployment stage ${stage.id} holds services: move them to another stage first`);
      removeStage(record, stage, context.now);
      return { status: 204 };
    }),
    route('PUT', '/deploymentStage/:deploymentStageId/service/:serviceId', 'write', (context) => {
      const { record, stage } = stageIn(context);
      const serviceId = context.params['serviceId']!;
      const body = context.hasBody ? parseBody(AttachServiceToStageRequest, context.body) : {};
      if (!attachToStage(record, stage, serviceId, body.is_skipped ?? false, context.now)) throw notFound('service', serviceId);
      return list(record);
    }),
    route('PUT', '/deploymentStage/:deploymentStageId/moveBefore/:stageId', 'write', move('before')),
    route('PUT', '/deploymentStage/:deploymentStageId/moveAfter/:stageId', 'write', move('after')),
    route('GET', '/service/:serviceId/deploymentStage', 'read', (context) => {
      const serviceId = context.params['serviceId']!;
      for (const record of store.environments.values()) {
        const stage = record.gone ? undefined : stageOf(record, serviceId);
        if (stage) return { status: 200, body: deploymentStageOf(record, stage) };
      }
      throw notFound('service', serviceId);
    }),
  ];
}
