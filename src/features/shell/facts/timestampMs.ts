/** Epoch ms from a spec timestamp ({ epoch, iso_8601_datetime_tz }), a number or an ISO string; null otherwise. */
export function timestampMs(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string') {
    const parsed = Date.parse(value);
    return Number.isNaN(parsed) ? null : parsed;
  }
  if (value && typeof value === 'object') {
    const { epoch, iso_8601_datetime_tz: iso } = value as { epoch?: unknown; iso_8601_datetime_tz?: unknown };
    if (typeof epoch === 'number') return epoch;
    return timestampMs(iso);
  }
  return null;
}
