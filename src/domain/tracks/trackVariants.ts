/** The three track types (spec 1 §3), the wizard's variants (schemas/wizards/track/wizard.json). */
export const TRACK_TYPES = ['FREE_AUDIO', 'PREMIUM_AUDIO', 'PREMIUM_VIDEO'] as const;
export type TrackType = (typeof TRACK_TYPES)[number];

/** Where a publisher starts a track: the free list (/audio) or the premium one (/premium-tracks). */
export type TrackListKind = 'free' | 'premium';

/** The variant of a stored track, from its item_type and is_premium (spec 1 §3); null for a library item that is no track. */
export function trackTypeOf(item: Readonly<Record<string, unknown>>): TrackType | null {
  if (item.item_type === 'SINGLE_VIDEO_TRACKS') return 'PREMIUM_VIDEO';
  if (item.item_type === 'SINGLE_TRACKS') return item.is_premium === true ? 'PREMIUM_AUDIO' : 'FREE_AUDIO';
  return null;
}

/** The variant a create route names: video is always premium (spec 1 §2, §3); audio follows the list it came from. */
export function trackTypeOfRoute(type: 'audio' | 'video', from: TrackListKind): TrackType {
  if (type === 'video') return 'PREMIUM_VIDEO';
  return from === 'premium' ? 'PREMIUM_AUDIO' : 'FREE_AUDIO';
}

/** The list a track belongs to: /audio for free tracks, /premium-tracks for premium ones (spec 1 §2). */
export function trackListPath(type: TrackType): '/audio' | '/premium-tracks' {
  return type === 'FREE_AUDIO' ? '/audio' : '/premium-tracks';
}
