import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../tools/emulator/index.ts';
import { ACTION_OPERATIONS, asEmulatorRoute } from '../support/action-operations.ts';

/** Path parameters compared by position, not name: `/job/:jobId` serves `/job/{id}`. */
const shape = (pattern: string) => asEmulatorRoute(pattern).replace(/:\w+/g, ':');

let emulator: Emulator;
beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(() => emulator.close());

describe("the emulator serves every route the action's client names", () => {
  it('reads the operations from the client table', () => {
    expect(ACTION_OPERATIONS.length).toBeGreaterThan(10);
    expect(ACTION_OPERATIONS).toContain('POST /environment/:environmentId/service/deploy');
  });

  it('with the same method and path', () => {
    const served = emulator.routes().map((route) => `${route.method} ${shape(route.pattern)}`);
    const unserved = ACTION_OPERATIONS.filter((operation) => {
      const [method, pattern] = operation.split(' ') as [string, string];
      return !served.includes(`${method} ${shape(pattern)}`);
    });
    const explained = unserved.map((operation) => {
      const pattern = shape(operation.split(' ')[1]!);
      const others = served.filter((each) => each.endsWith(` ${pattern}`)).map((each) => each.split(' ')[0]);
      return others.length > 0 ? `${operation} is served only as ${others.join(', ')}` : `${operation} is not served`;
    });
    expect(explained).toEqual([]);
  });

  it('a route the emulator lacks, or serves with another method, is caught', () => {
    const served = new Set(emulator.routes().map((route) => `${route.method} ${shape(route.pattern)}`));
    expect(served.has(`GET ${shape('/environment/{environmentId}')}`)).toBe(true);
    expect(served.has(`PATCH ${shape('/environment/{environmentId}')}`)).toBe(false);
    expect(served.has(`GET ${shape('/environment/{environmentId}/nothing-here')}`)).toBe(false);
  });
});
