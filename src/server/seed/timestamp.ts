/** Spec 1 §3 timestamp shape: `{ epoch, iso_8601_datetime_tz }` (epoch in milliseconds). */
export function timestamp(date: Date): { epoch: number; iso_8601_datetime_tz: string } {
  return { epoch: date.getTime(), iso_8601_datetime_tz: date.toISOString() };
}

export const daysFrom = (date: Date, days: number): Date => new Date(date.getTime() + days * 86_400_000);
