/**
 * Deployment rules on the emulator: every environment has one, an edit takes the OpenAPI's shape
 * (a 400 names the field), and `auto_stop` is honoured on the emulator's clock: the environment
 * is stopped when its hours end and started again when they begin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../tools/emulator/index.ts';
import { callerFor, eventually, type Call } from '../support/caller.ts';

let emulator: Emulator;
let call: Call;
beforeAll(async () => {
  emulator = await startEmulator({ speed: 0.02, staleMs: 0 });
  call = callerFor(emulator, emulator.tokens.admin);
});
afterAll(() => emulator.close());

/** Paris is UTC+1 in November: these are 10:00, 20:00 and (next day) 09:00 there, a Tuesday and a Wednesday. */
const TUESDAY_10_PARIS = Date.parse('2026-11-24T09:00:00Z');
const TUESDAY_20_PARIS = Date.parse('2026-11-24T19:00:00Z');
const WEDNESDAY_09_PARIS = Date.parse('2026-11-25T08:00:00Z');
const SATURDAY_10_PARIS = Date.parse('2026-11-28T09:00:00Z');

const RULE = {
  auto_stop: true,
  timezone: 'Europe/Paris',
  start_time: '1970-01-01T08:00:00.000Z',
  stop_time: '1970-01-01T19:00:00.000Z',
  weekdays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'],
};

async function newEnvironment(name: string): Promise<string> {
  const made = await call('POST', `/project/${emulator.seed.projectId}/environment`, { name, mode: 'PREVIEW' });
  expect(made.status).toBe(201);
  return made.body.id as string;
}

const stateOf = (id: string) => call('GET', `/environment/${id}/status`).then((answer) => answer.body.state as string);
const settled = (id: string, state: string) =>
  eventually(
    () => stateOf(id),
    (now) => now === state,
    10_000,
  );

describe('environment deployment rules', () => {
  it('every environment has one; an edit replaces it whole and is read back', async () => {
    const id = await newEnvironment('rules-read');
    const rule = await call('GET', `/environment/${id}/deploymentRule`);
    expect(rule.status).toBe(200);
    expect(rule.body).toMatchObject({ auto_stop: false, timezone: expect.any(String), weekdays: expect.any(Array) });
    const edited = await call('PUT', `/environment/${id}/deploymentRule/${rule.body.id}`, { ...RULE, on_demand_preview: true });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ ...RULE, id: rule.body.id, on_demand_preview: true, auto_preview: false });
    const again = await call('PUT', `/environment/${id}/deploymentRule/${rule.body.id}`, RULE);
    // The flags left out are false again: an edit is the whole rule.
    expect(again.body.on_demand_preview).toBe(false);
    expect((await call('GET', `/environment/${id}/deploymentRule`)).body).toEqual(again.body);
  });

  it.each([
    ['a missing timezone', { timezone: undefined }, 'field "timezone" is required'],
    ['an unknown timezone', { timezone: 'Europe/Pariss' }, 'field "timezone": must be an IANA timezone such as Europe/Paris'],
    ['a start that is no date-time', { start_time: '08:00' }, 'field "start_time"'],
    ['a stop left out', { stop_time: undefined }, 'field "stop_time" is required'],
    ['a weekday of another spelling', { weekdays: ['Mon'] }, 'field "weekdays.0" must be one of MONDAY'],
    ['a member the platform does not know', { enabled: true }, 'unknown field "enabled"'],
  ])('refuses %s with a 400 naming the field', async (_kind, change, message) => {
    const id = await newEnvironment(`rules-bad-${Math.random().toString(36).slice(2, 8)}`);
    const rule = (await call('GET', `/environment/${id}/deploymentRule`)).body;
    const answer = await call('PUT', `/environment/${id}/deploymentRule/${rule.id}`, { ...RULE, ...change });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(message);
    expect((await call('GET', `/environment/${id}/deploymentRule`)).body).toEqual(rule);
  });

  it('answers 404 for another rule id, and asks the write scope', async () => {
    const id = await newEnvironment('rules-404');
    const answer = await call('PUT', `/environment/${id}/deploymentRule/${emulator.seed.projectId}`, RULE);
    expect(answer.status).toBe(404);
    const rule = (await call('GET', `/environment/${id}/deploymentRule`)).body;
    const reader = callerFor(emulator, emulator.tokens.read);
    expect((await reader('PUT', `/environment/${id}/deploymentRule/${rule.id}`, RULE)).status).toBe(403);
  });

  it('auto_stop: stopped when the hours end on the clock, started again when they begin, left alone without it', async () => {
    emulator.setClock(TUESDAY_10_PARIS);
    const id = await newEnvironment('sleepy');
    const awake = await newEnvironment('insomniac');
    for (const each of [id, awake]) {
      expect((await call('POST', `/environment/${each}/redeploy`)).status).toBe(202);
      expect(await settled(each, 'DEPLOYED')).toBe('DEPLOYED');
    }
    const rule = (await call('GET', `/environment/${id}/deploymentRule`)).body;
    expect((await call('PUT', `/environment/${id}/deploymentRule/${rule.id}`, RULE)).status).toBe(200);
    // Set inside the hours: nothing changes.
    expect(await stateOf(id)).toBe('DEPLOYED');

    emulator.setClock(TUESDAY_20_PARIS);
    expect(await settled(id, 'STOPPED')).toBe('STOPPED');
    expect(await stateOf(awake)).toBe('DEPLOYED');

    // Through the admin route, as a test outside the process moves it.
    const moved = await fetch(`${emulator.url}/_emulator/clock`, {
      method: 'PUT',
      body: JSON.stringify({ now: new Date(WEDNESDAY_09_PARIS).toISOString() }),
    });
    expect(moved.status).toBe(200);
    expect(Date.parse(((await moved.json()) as { now: string }).now)).toBeGreaterThanOrEqual(WEDNESDAY_09_PARIS);
    expect(await settled(id, 'DEPLOYED')).toBe('DEPLOYED');
    const read = (await (await fetch(`${emulator.url}/_emulator/clock`)).json()) as { now: string };
    expect(Date.parse(read.now) - WEDNESDAY_09_PARIS).toBeLessThan(60_000);
    const garbled = await fetch(`${emulator.url}/_emulator/clock`, { method: 'PUT', body: JSON.stringify({ now: 'tomorrow' }) });
    expect(garbled.status).toBe(400);

    // The week's end is outside a Monday-to-Friday rule: stopped again.
    emulator.setClock(SATURDAY_10_PARIS);
    expect(await settled(id, 'STOPPED')).toBe('STOPPED');
    expect(await stateOf(awake)).toBe('DEPLOYED');
  });
});
