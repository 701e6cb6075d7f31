/** The deployment history of an environment, in both of the OpenAPI's list forms (history.ts). */
import { route, type Route, type RouteContext } from './http.ts';
import { deploymentHistoryOf, deploymentHistoryV2Of } from './history.ts';
import type { Platform } from './platform.ts';

export function historyRoutes(platform: Platform): Route[] {
  const { store } = platform;
  const environmentOf = (context: RouteContext) => store.environment(context.params['environmentId']!);
  return [
    route('GET', '/environment/:environmentId/deploymentHistory', 'read', (context) => ({
      status: 200,
      body: deploymentHistoryOf(store, environmentOf(context), context.query, platform.otherServices),
    })),
    route('GET', '/environment/:environmentId/deploymentHistoryV2', 'read', (context) => ({
      status: 200,
      body: deploymentHistoryV2Of(store, environmentOf(context), context.query, platform.speed, platform.otherServices, context.now),
    })),
  ];
}
