/** Spec 1 §3 timestamp object (epoch in milliseconds), as items store dates. */
export interface StoredTimestamp {
  epoch: number;
  iso_8601_datetime_tz: string;
}

/** The stored timestamp of a moment. */
export function timestampOf(date: Date): StoredTimestamp {
  return { epoch: date.getTime(), iso_8601_datetime_tz: date.toISOString() };
}
