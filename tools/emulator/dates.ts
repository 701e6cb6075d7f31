/** The platform's dates: ISO 8601 in UTC, with milliseconds. */
export function iso(epochMs: number): string {
  return new Date(epochMs).toISOString();
}
