/** The browser's IANA time zone ('Europe/Lisbon'): the server judges the user's dates in it. UTC if the runtime gives none. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The header a save carries the browser's time zone in (the server reads it, see docs/api.md). */
export const TIME_ZONE_HEADER = 'X-Time-Zone';
