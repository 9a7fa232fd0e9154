/** Per page: a flag, or flags per sub-entry for pages with children. */
export type NotificationFlags = Record<string, boolean | Record<string, boolean>>;

/**
 * Spec 1 §2: for a page with children the dot shows if the given entry, or without one any entry, is
 * flagged; otherwise it shows if the page flag is set.
 */
export function showsNotificationDot(flags: NotificationFlags, page: string, entry?: string): boolean {
  const value = flags[page];
  if (value === undefined) return false;
  if (typeof value === 'boolean') return value;
  return entry === undefined ? Object.values(value).some(Boolean) : value[entry] === true;
}

/** Keeps only well-shaped flags; a shape mismatch is logged, never shown (spec 1 §8). */
export function readNotificationFlags(raw: unknown): NotificationFlags {
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    console.warn('Notification dots: expected an object of flags', raw);
    return {};
  }
  const flags: NotificationFlags = {};
  for (const [page, value] of Object.entries(raw)) {
    if (typeof value === 'boolean') flags[page] = value;
    else if (value && typeof value === 'object' && Object.values(value).every((v) => typeof v === 'boolean')) flags[page] = value as Record<string, boolean>;
    else console.warn(`Notification dots: unexpected shape for ${page}`, value);
  }
  return flags;
}
