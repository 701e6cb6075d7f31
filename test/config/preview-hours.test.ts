import { describe, expect, it } from 'vitest';
import { hoursText, workingHours } from '../../src/config/preview-hours.ts';
import { InputError, parseInputs, type RunEvent } from '../../src/config/index.ts';

const PR_EVENT: RunEvent = {
  eventName: 'pull_request',
  sha: 'abc123',
  pullRequest: { number: 7, headSha: 'deadbeef', headBranch: 'feature/x', title: 't', fork: false, closed: false },
};
const GOOD = { 'api-url': 'https://api.example.com', 'api-token': 'tok-123', environment: '3f2b9c1e-8d4a-4e7b-9a61-0c5d2e7f4b18' };

const WEEK = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'];

describe('preview-hours', () => {
  it.each([
    ['Mon-Fri 08:00-19:00 Europe/Paris', WEEK, '08:00', '19:00', 'Europe/Paris'],
    ['  mon-fri 8:00 - 19:30 europe/paris ', WEEK, '08:00', '19:30', 'Europe/Paris'],
    ['Mon,Wed,Fri 09:15-17:45 America/New_York', ['MONDAY', 'WEDNESDAY', 'FRIDAY'], '09:15', '17:45', 'America/New_York'],
    ['Mon, Wed-Thu 00:00-23:59 UTC', ['MONDAY', 'WEDNESDAY', 'THURSDAY'], '00:00', '23:59', 'UTC'],
    ['Sat 10:00-12:00 Asia/Tokyo', ['SATURDAY'], '10:00', '12:00', 'Asia/Tokyo'],
    ['Fri-Mon 10:00-12:00 Asia/Kolkata', ['MONDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'], '10:00', '12:00', 'Asia/Kolkata'],
    ['Monday-Tuesday 10:00–12:00 Etc/GMT+2', ['MONDAY', 'TUESDAY'], '10:00', '12:00', 'Etc/GMT+2'],
  ])('reads %s', (text, weekdays, start, stop, timezone) => {
    expect(workingHours(text)).toEqual({ weekdays, start, stop, timezone });
  });

  it('is no working hours when empty', () => {
    expect(workingHours('')).toBeUndefined();
    expect(workingHours('   ')).toBeUndefined();
    expect(parseInputs(GOOD, PR_EVENT).previewHours).toBeUndefined();
    expect(parseInputs({ ...GOOD, 'preview-hours': 'Mon-Fri 08:00-19:00 Europe/Paris' }, PR_EVENT).previewHours).toEqual({
      weekdays: WEEK,
      start: '08:00',
      stop: '19:00',
      timezone: 'Europe/Paris',
    });
  });

  it.each([
    ['no timezone', 'Mon-Fri 08:00-19:00', 'must be days, a start and stop time and a timezone, such as Mon-Fri 08:00-19:00 Europe/Paris'],
    ['no days', '08:00-19:00 UTC', 'must be days, a start and stop time and a timezone, such as Mon-Fri 08:00-19:00 Europe/Paris'],
    [
      'a day misspelt',
      'Mon-Fir 08:00-19:00 UTC',
      '"Fir" is not a day (Mon, Tue, Wed, Thu, Fri, Sat, Sun), such as Mon-Fri 08:00-19:00 Europe/Paris',
    ],
    [
      'a day too short',
      'Mo-Fr 08:00-19:00 UTC',
      '"Mo" is not a day (Mon, Tue, Wed, Thu, Fri, Sat, Sun), such as Mon-Fri 08:00-19:00 Europe/Paris',
    ],
    ['a day twice', 'Mon-Fri,Wed 08:00-19:00 UTC', 'lists Wed twice'],
    ['an empty day', 'Mon,,Fri 08:00-19:00 UTC', 'has an empty day in "Mon,,Fri", such as Mon-Fri 08:00-19:00 Europe/Paris'],
    ['an hour past 23', 'Mon 08:00-24:00 UTC', '"24:00" is not a time of day HH:MM from 00:00 to 23:59'],
    ['minutes past 59', 'Mon 08:60-19:00 UTC', '"08:60" is not a time of day HH:MM from 00:00 to 23:59'],
    ['a time with a suffix', 'Mon 8am-7pm UTC', '"8am" is not a time of day HH:MM from 00:00 to 23:59'],
    [
      'start after stop',
      'Mon-Fri 19:00-08:00 UTC',
      'starts at 19:00, not before it stops at 08:00: the start must come first, such as Mon-Fri 08:00-19:00 Europe/Paris',
    ],
    [
      'start equal to stop',
      'Mon-Fri 08:00-08:00 UTC',
      'starts at 08:00, not before it stops at 08:00: the start must come first, such as Mon-Fri 08:00-19:00 Europe/Paris',
    ],
    [
      'an unknown timezone',
      'Mon-Fri 08:00-19:00 Europe/Pariss',
      '"Europe/Pariss" is not an IANA timezone such as Europe/Paris, America/New_York or UTC',
    ],
    [
      'an offset for a timezone',
      'Mon-Fri 08:00-19:00 +01:00',
      '"+01:00" is not an IANA timezone such as Europe/Paris, America/New_York or UTC',
    ],
  ])('refuses %s, naming the input and the problem', (_kind, text, problem) => {
    let thrown: unknown;
    try {
      parseInputs({ ...GOOD, 'preview-hours': text }, PR_EVENT);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(InputError);
    expect((thrown as Error).message).toBe(`Input "preview-hours": ${problem}`);
  });

  it('says the hours as a reader reads them', () => {
    expect(hoursText(workingHours('Mon-Fri 08:00-19:00 Europe/Paris')!)).toBe('Mon–Fri 08:00–19:00 (Europe/Paris)');
    expect(hoursText(workingHours('Mon,Wed,Fri 09:00-17:00 UTC')!)).toBe('Mon, Wed, Fri 09:00–17:00 (UTC)');
    expect(hoursText(workingHours('Sat,Sun 10:00-12:00 UTC')!)).toBe('Sat, Sun 10:00–12:00 (UTC)');
    expect(hoursText(workingHours('Mon-Sun 07:00-22:00 UTC')!)).toBe('every day 07:00–22:00 (UTC)');
  });
});
