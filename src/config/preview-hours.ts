/**
 * `preview-hours`: the days and hours a preview runs, such as `Mon-Fri 08:00-19:00 Europe/Paris`,
 * read into the platform's own words for an environment's deployment rule (weekdays MONDAY…,
 * start and stop times of day, an IANA timezone). Outside them the platform stops the preview.
 */
import { invalid as refuse } from './invalid.ts';

const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
type Weekday = (typeof WEEKDAYS)[number];

export interface WorkingHours {
  /** In week order, Monday first, each once. */
  weekdays: Weekday[];
  /** Times of day, HH:MM on 24 hours, in `timezone`; start comes before stop. */
  start: string;
  stop: string;
  /** An IANA timezone, in the runtime's case (`europe/paris` becomes `Europe/Paris`). */
  timezone: string;
}

const EXAMPLE = 'such as Mon-Fri 08:00-19:00 Europe/Paris';
const SHAPE = /^(?<days>.+?)\s+(?<start>\S+?)\s*[-–]\s*(?<stop>\S+)\s+(?<timezone>\S+)$/;
/** An IANA name: letters and `/`-separated parts; an offset such as `+01:00` is not one. */
const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

/** A piece of the value, cut short, for a refusal. */
function quoted(text: string): string {
  return `"${text.length > 40 ? `${text.slice(0, 40)}…` : text}"`;
}

function dayOf(name: string): number {
  const lower = name.toLowerCase();
  const index = WEEKDAYS.findIndex((day) => lower.length >= 3 && day.toLowerCase().startsWith(lower));
  if (index < 0) refuse(`${quoted(name)} is not a day (Mon, Tue, Wed, Thu, Fri, Sat, Sun), ${EXAMPLE}`);
  return index;
}

/** `Mon-Fri`, `Sat,Sun`, `Mon,Wed-Fri`; a range may wrap past Sunday (`Fri-Mon`). */
function weekdaysOf(text: string): Weekday[] {
  const chosen = new Set<number>();
  for (const part of text.split(',').map((each) => each.trim())) {
    if (part === '') refuse(`has an empty day in ${quoted(text)}, ${EXAMPLE}`);
    const [first, last, ...rest] = part.split(/\s*[-–]\s*/);
    if (rest.length > 0) refuse(`${quoted(part)} is not a day or a range of days such as Mon-Fri`);
    const from = dayOf(first!);
    const to = last === undefined ? from : dayOf(last);
    for (let day = from; ; day = (day + 1) % 7) {
      if (chosen.has(day)) refuse(`lists ${WEEKDAYS[day]!.slice(0, 1)}${WEEKDAYS[day]!.slice(1, 3).toLowerCase()} twice`);
      chosen.add(day);
      if (day === to) break;
    }
  }
  return [...chosen].sort((a, b) => a - b).map((day) => WEEKDAYS[day]!);
}

/** HH:MM on 24 hours (one hour digit is taken too), as HH:MM. */
function timeOf(text: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text);
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  if (!match || hours > 23 || minutes > 59) refuse(`${quoted(text)} is not a time of day HH:MM from 00:00 to 23:59`);
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

/** Whether the runtime knows the zone: its own list, or, for an alias it leaves out, its formatter. */
function timezoneOf(text: string): string {
  const listed = Intl.supportedValuesOf('timeZone').find((zone) => zone.toLowerCase() === text.toLowerCase());
  if (listed !== undefined) return listed;
  let known: boolean;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: text });
    known = true;
  } catch {
    known = false;
  }
  // Kept as given, not canonicalized: the platform is sent the zone the user named.
  if (!known || !IANA_NAME.test(text)) refuse(`${quoted(text)} is not an IANA timezone such as Europe/Paris, America/New_York or UTC`);
  return text;
}

/** The value read, or an Invalid naming what is wrong; empty is no working hours. */
export function workingHours(value: string): WorkingHours | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  const parts = SHAPE.exec(text)?.groups;
  if (!parts || /[\r\n]/.test(text)) refuse(`must be days, a start and stop time and a timezone, ${EXAMPLE}`);
  const weekdays = weekdaysOf(parts['days']!);
  const start = timeOf(parts['start']!);
  const stop = timeOf(parts['stop']!);
  if (start >= stop) refuse(`starts at ${start}, not before it stops at ${stop}: the start must come first, ${EXAMPLE}`);
  return { weekdays, start, stop, timezone: timezoneOf(parts['timezone']!) };
}

/** Monday to Friday as `Mon–Fri`, other days listed: `Mon, Wed, Fri`. */
function daysText(weekdays: readonly Weekday[]): string {
  const short = (day: Weekday) => `${day.slice(0, 1)}${day.slice(1, 3).toLowerCase()}`;
  const indexes = weekdays.map((day) => WEEKDAYS.indexOf(day));
  const consecutive = indexes.every((index, at) => at === 0 || index === indexes[at - 1]! + 1);
  if (weekdays.length === 7) return 'every day';
  if (consecutive && weekdays.length > 2) return `${short(weekdays[0]!)}–${short(weekdays.at(-1)!)}`;
  return weekdays.map(short).join(', ');
}

/** What the report says: `Mon–Fri 08:00–19:00 (Europe/Paris)`. */
export function hoursText(hours: WorkingHours): string {
  return `${daysText(hours.weekdays)} ${hours.start}–${hours.stop} (${hours.timezone})`;
}
