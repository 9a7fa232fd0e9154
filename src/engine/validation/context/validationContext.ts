/**
 * What a validation may depend on besides the data: the same facts in the browser, on the server and
 * in the `validate` CLI, so the three give the same answer for the same input (DESIGN §2.3). Keywords
 * read it as ajv's `this` (passContext); messages name its `facts` as `{name}`.
 */
export interface ValidationContext {
  /** The wizard variant being edited (track type, workshop kind), when the wizard has variants. */
  variant?: string;
  /** The whole item, for rules that read fields other steps own. */
  item?: Record<string, unknown>;
  /** Today's calendar date (YYYY-MM-DD) in the user's time zone: date rules are judged in it. */
  today?: string;
  /** The user's IANA time zone, as the browser reports it. */
  timeZone?: string;
  /** Who is saving: some rules hold for publishers only. */
  role?: 'publisher' | 'admin';
  /** The item's stored status (DRAFT for a new item). */
  status?: string;
  /** Named facts messages and allow-lists may use, e.g. `provider` for '{provider}'. */
  facts?: Readonly<Record<string, string>>;
}

/** True when `timeZone` is an IANA zone this runtime knows ('Europe/Lisbon', 'UTC'). */
export function isTimeZone(timeZone: unknown): timeZone is string {
  if (typeof timeZone !== 'string' || timeZone === '' || timeZone.length > 64) return false;
  try {
    dateFormatIn(timeZone);
    return true;
  } catch {
    return false;
  }
}

// A DateTimeFormat costs tens of microseconds to build and every step save asks for one: one per zone,
// kept. An unknown zone throws before it is stored; zone names match in any case ('utc'), so the cache
// stops growing at a bound a caller's spellings cannot push it past.
const formats = new Map<string, Intl.DateTimeFormat>();
const MAX_CACHED_ZONES = 600;

function dateFormatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    // en-CA formats dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    if (formats.size < MAX_CACHED_ZONES) formats.set(timeZone, format);
  }
  return format;
}

/** The calendar date (YYYY-MM-DD) of `now` in `timeZone`. */
export function calendarDateIn(now: Date, timeZone: string): string {
  return dateFormatIn(timeZone).format(now);
}

/** A context whose `today` is taken from `now` in the given zone (UTC when none or unknown). */
export function contextAt(now: Date, base: Omit<ValidationContext, 'today'> = {}): ValidationContext {
  const timeZone = isTimeZone(base.timeZone) ? base.timeZone : 'UTC';
  return { ...base, timeZone, today: calendarDateIn(now, timeZone) };
}

/** Reads the context a keyword check receives (ajv's `this`): anything that is not an object reads as none. */
export function contextOf(value: unknown): ValidationContext {
  return typeof value === 'object' && value !== null ? (value as ValidationContext) : {};
}
