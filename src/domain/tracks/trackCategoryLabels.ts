/**
 * Spec 1 §5 'Track category label logic: Guided, Music, Sleep, Kids, Non-English', as we read it: Guided
 * and Music from the content type, Sleep when a sleep benefit or practice is chosen, Kids for the
 * children audience or a kids practice, Non-English when the track's language is not English.
 */
export const TRACK_CATEGORY_LABELS = ['Guided', 'Music', 'Sleep', 'Kids', 'Non-English'] as const;
export type TrackCategoryLabel = (typeof TRACK_CATEGORY_LABELS)[number];

const list = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** The labels of a track's data (every step's fields), in the spec's order. */
export function trackCategoryLabels(track: Readonly<Record<string, unknown>>): TrackCategoryLabel[] {
  const topics = [...list(track.benefits), ...list(track.practices)];
  const lang = (track.lang as { iso_639_1?: unknown } | undefined)?.iso_639_1;
  const has: Record<TrackCategoryLabel, boolean> = {
    Guided: track.content_type === 'GUIDED',
    Music: track.content_type === 'MUSIC',
    Sleep: topics.some((t) => t === 'sleep' || t === 'kids-sleep'),
    Kids: track.audience === 'CHILDREN' || topics.some((t) => t.startsWith('kids-')),
    'Non-English': typeof lang === 'string' && lang !== 'en',
  };
  return TRACK_CATEGORY_LABELS.filter((label) => has[label]);
}
