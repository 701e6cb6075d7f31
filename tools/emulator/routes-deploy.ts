/**
 * Deploying services at a version (upstream notes): every selected service of an environment in
 * one request (`POST /environment/{id}/service/deploy`), and a container by itself. Every pin
 * is checked before anything changes, so a 400 or a 409 leaves every version as it was.
 */
import { ContainerDeployRequest, ServiceDeployRequest } from './schemas/index.ts';
import { ApiError, parseBody, route, type Route } from './http.ts';
import type { Platform } from './platform.ts';
import { applyPin, checkPin, containerView, type Pin } from './services.ts';
import { lastSecretSet } from './secret-records.ts';
import type { DeploymentRequest } from './deployment-request.ts';
import type { EnvironmentRecord } from './store.ts';

/** Checks every pin, then the environment's readiness, and only then changes versions and triggers. */
export function deployPinned(
  platform: Platform,
  record: EnvironmentRecord,
  pins: readonly Pin[],
  scope: string,
  now: number,
): DeploymentRequest {
  for (const pin of pins) checkPin(platform.store, record, pin);
  platform.engine.ensureAccepts(record);
  for (const pin of pins) applyPin(platform.store, record, pin, now);
  return platform.engine.deploy(
    record,
    pins.map((pin) => pin.id),
    `api-token:${scope}`,
  );
}

export function deployRoutes(platform: Platform): Route[] {
  const { store, engine } = platform;

  return [
    route('GET', '/container/:containerId', 'read', (context) => ({
      status: 200,
      body: containerView(store.container(context.params['containerId']!)),
    })),
    route('POST', '/container/:containerId/deploy', 'deploy', (context) => {
      const container = store.container(context.params['containerId']!);
      const record = store.environment(container.environmentId);
      const body = parseBody(ContainerDeployRequest, context.body);
      deployPinned(platform, record, [{ kind: 'CONTAINER', id: container.id, image_tag: body.image_tag }], context.scope, context.now);
      return { status: 202, body: engine.serviceStatus(record, container.id) };
    }),
    route('POST', '/environment/:environmentId/service/deploy', 'deploy', (context) => {
      const record = store.environment(context.params['environmentId']!);
      if (platform.echoSecretOnServiceDeploy) {
        const value = lastSecretSet(record)?.value ?? '';
        throw new ApiError(400, `invalid deployment request: "${value}" (${Buffer.from(value).toString('base64')}) is not a version`);
      }
      const body = parseBody(ServiceDeployRequest, context.body ?? {});
      const pins: Pin[] = [
        ...(body.applications ?? []).map((entry): Pin => ({
          kind: 'APPLICATION',
          id: entry.application_id,
          git_commit_id: entry.git_commit_id,
        })),
        ...(body.containers ?? []).map((entry): Pin => ({ kind: 'CONTAINER', id: entry.id, image_tag: entry.image_tag })),
        ...(body.jobs ?? []).map((entry): Pin => ({ kind: 'JOB', ...entry })),
      ];
      // Databases, Helm and Terraform services are not emulated: an environment has none.
      const other = [...(body.databases ?? []), ...(body.helms ?? []).map((helm) => helm.id)];
      if (other.length > 0) throw new ApiError(400, `service ${other[0]} is not a service of environment ${record.environment.id}`);
      if (pins.length === 0) throw new ApiError(400, 'no service selected: give at least one application, container or job');
      const twice = pins.find((pin, index) => pins.findIndex((other) => other.id === pin.id) !== index);
      if (twice) throw new ApiError(400, `service ${twice.id} is selected twice`);
      const request = deployPinned(platform, record, pins, context.scope, context.now);
      return { status: 202, body: engine.viewOf(record, request) };
    }),
  ];
}
