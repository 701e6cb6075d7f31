/**
 * The platform operations the action's client performs, read from its one table
 * (src/platform/endpoints.ts) and written as the emulator names its routes:
 * `GET /environment/:environmentId`.
 */
import * as table from '../../src/platform/endpoints.ts';

interface Entry {
  method: string;
  route: string;
}

function isEntry(value: unknown): value is Entry {
  return (
    typeof value === 'object' && value !== null && typeof (value as Entry).method === 'string' && typeof (value as Entry).route === 'string'
  );
}

/** `{environmentId}` → `:environmentId`, the emulator's way of writing a path parameter. */
export function asEmulatorRoute(route: string): string {
  return route.replace(/\{(\w+)\}/g, ':$1');
}

export const ACTION_OPERATIONS: readonly string[] = Object.values(table as Record<string, unknown>)
  .flatMap((group) => (typeof group === 'object' && group !== null ? Object.values(group) : []))
  .filter(isEntry)
  .map((entry) => `${entry.method} ${asEmulatorRoute(entry.route)}`);
