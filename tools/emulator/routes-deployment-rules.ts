/**
 * An environment's deployment rule (OpenAPI "Environment Deployment Rule"): every environment
 * has one; an edit replaces it whole, the flags left out being false, and its `auto_stop` is
 * honoured from then on (working-hours.ts).
 */
import { ApiError, parseBody, route, type Route } from './http.ts';
import type { Platform } from './platform.ts';
import { EnvironmentDeploymentRuleEditRequest } from './schemas/index.ts';
import { iso } from './dates.ts';

export function deploymentRuleRoutes(platform: Platform): Route[] {
  const { store, hours } = platform;
  return [
    route('GET', '/environment/:environmentId/deploymentRule', 'read', (context) => ({
      status: 200,
      body: store.environment(context.params['environmentId']!).deploymentRule,
    })),
    route('PUT', '/environment/:environmentId/deploymentRule/:deploymentRuleId', 'write', (context) => {
      const record = store.environment(context.params['environmentId']!);
      const id = context.params['deploymentRuleId']!;
      if (record.deploymentRule.id !== id) throw new ApiError(404, `deployment rule ${id} not found`);
      const body = parseBody(EnvironmentDeploymentRuleEditRequest, context.body);
      record.deploymentRule = {
        id,
        created_at: record.deploymentRule.created_at,
        updated_at: iso(context.now),
        on_demand_preview: body.on_demand_preview ?? false,
        auto_stop: body.auto_stop ?? false,
        auto_preview: body.auto_preview ?? false,
        timezone: body.timezone,
        start_time: body.start_time,
        stop_time: body.stop_time,
        weekdays: body.weekdays,
      };
      hours.ruleChanged(record);
      return { status: 200, body: record.deploymentRule };
    }),
  ];
}
