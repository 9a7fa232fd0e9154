/**
 * Last-read markers (spec 1 §3, spec 3 §3 publisher settings, §9 'flags used for gratitude, reviews and
 * course classroom last-read tracking'): when the publisher last opened each inbox. Anything created
 * after the marker is 'new since your last visit' and lights the side menu's notification dot.
 */
export const LAST_READ_AREAS = ['reviews', 'gratitude', 'classroom'] as const;
export type LastReadArea = (typeof LAST_READ_AREAS)[number];

/** The private-settings field holding an area's marker (epoch milliseconds). */
export const lastReadField = (area: LastReadArea) => `last_read_${area}_at` as const;

/** The side menu entry whose dot an area lights (menuEntries keys). */
export const MENU_KEY_OF_AREA: Readonly<Record<LastReadArea, string>> = { reviews: 'reviews', gratitude: 'donations', classroom: 'courses' };

export function isLastReadArea(value: string): value is LastReadArea {
  return (LAST_READ_AREAS as readonly string[]).includes(value);
}

/** Never opened (no marker): everything is new. */
export function isNewSince(createdAt: number, marker: number | null | undefined): boolean {
  return typeof marker !== 'number' || createdAt > marker;
}

/** The notification dots the markers give, given the newest item per area (null: the area is empty). */
export function notificationDots(
  newest: Readonly<Partial<Record<LastReadArea, number | null>>>,
  markers: Readonly<Partial<Record<LastReadArea, number | null>>>,
): Record<string, boolean> {
  const dots: Record<string, boolean> = {};
  for (const area of LAST_READ_AREAS) {
    const latest = newest[area];
    const key = MENU_KEY_OF_AREA[area];
    dots[key] = (dots[key] ?? false) || (typeof latest === 'number' && isNewSince(latest, markers[area]));
  }
  return dots;
}
