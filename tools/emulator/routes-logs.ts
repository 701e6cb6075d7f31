/** The log reads (upstream notes, "Logs"): an environment's deployment log, a container's own log. */
import { notFound, route, type Route } from './http.ts';
import type { Platform } from './platform.ts';

export function logRoutes(platform: Platform): Route[] {
  const { store, logs } = platform;
  return [
    // A bare array, not a `{results}` list.
    route('GET', '/environment/:environmentId/logs', 'read', (context) => {
      const record = store.environment(context.params['environmentId']!);
      return { status: 200, body: logs.environmentLog(record.environment.id) };
    }),
    route('GET', '/container/:containerId/log', 'read', (context) => {
      const id = context.params['containerId']!;
      const lines = logs.serviceLog('CONTAINER', id);
      if (lines === undefined) throw notFound('container', id);
      return { status: 200, body: { results: lines } };
    }),
  ];
}
