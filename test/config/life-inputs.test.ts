import { describe, expect, it } from 'vitest';
import { parseInput, parseInputs } from '../../src/config/index.ts';
import { keepAsked, parseCommand } from '../../src/config/preview-command.ts';

const schedule = { eventName: 'schedule' } as never;
const sweep = {
  'api-url': 'https://api.example.com',
  'api-token': 't',
  environment: '3f2b9c1e-8d4a-4e7b-9a61-0c5d2e7f4b18',
  operation: 'sweep',
  'github-token': 'g',
};

describe('the life inputs', () => {
  it('reads durations in minutes, hours and days; empty is off', () => {
    expect(parseInput('stop-after-idle', '12h')).toBe(12 * 3_600_000);
    expect(parseInput('delete-after-idle', ' 3d ')).toBe(3 * 86_400_000);
    expect(parseInput('stop-after-idle', '90m')).toBe(90 * 60_000);
    expect(parseInput('stop-after-idle', '')).toBe(0);
    expect(parseInput('max-keep', '')).toBe(14 * 86_400_000);
  });

  it.each(['soon', '3', '0h', '1.5d', '-2d', '400d'])('refuses %j in one line naming the input', (value) => {
    expect(() => parseInput('delete-after-idle', value)).toThrow(/^Input "delete-after-idle": must be a duration such as 12h or 3d/);
  });

  it('refuses a stop that would come after the deletion, and a price that is no number', () => {
    expect(() => parseInputs({ ...sweep, 'stop-after-idle': '3d', 'delete-after-idle': '2d' }, schedule)).toThrow(
      'Input "stop-after-idle": 3d must be shorter than delete-after-idle (2d)',
    );
    expect(() => parseInputs({ ...sweep, 'cost-per-vcpu-hour': '4 cents' }, schedule)).toThrow(
      /^Input "cost-per-vcpu-hour": must be a price/,
    );
    expect(parseInputs({ ...sweep, 'cost-per-gib-hour': '0.005' }, schedule).life.costPerGibHour).toBe(0.005);
  });

  it('reads /preview keep with or without a duration, and nothing else as a keep', () => {
    expect(parseCommand('/preview keep 7d')).toBe('keep');
    expect(keepAsked('/preview  keep   7d\nplease')).toBe(7 * 86_400_000);
    expect(keepAsked('/preview keep')).toBe(0);
    expect(keepAsked('/preview keep forever')).toBeUndefined();
    expect(parseCommand('/preview keep forever')).toBeUndefined();
    expect(keepAsked('please /preview keep 7d')).toBeUndefined();
  });
});
