/** Times and spans as a reader is told them: `3d 4h`, `2025-03-01 14:00 UTC`, `in 12h`, `2h ago`. */

/** A span to the minute, its two largest units: `12h`, `3d`, `1d 6h`, `45m`. */
export function shownDuration(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const parts = [days ? `${days}d` : '', hours ? `${hours}h` : '', rest && !days ? `${rest}m` : ''].filter(Boolean);
  return parts.length ? parts.join(' ') : '0m';
}

/** When a time comes, in UTC to the minute: `2025-03-01 14:00 UTC`. */
export function utcMinute(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** How far off a time is from `nowMs`: `in 3d 4h`, `2h ago`. */
export function relative(ms: number, nowMs: number): string {
  const span = shownDuration(Math.abs(ms - nowMs));
  return ms >= nowMs ? `in ${span}` : `${span} ago`;
}
