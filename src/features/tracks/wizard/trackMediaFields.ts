/**
 * Which media fields each track type shows (drawing only; the Details schema refuses the other kind's
 * fields by track_type): audio tracks the mp3 and its snippet, the video track its HLS video.
 */
export const TRACK_MEDIA_FIELDS = {
  FREE_AUDIO: ['track_audio', 'snippet'],
  PREMIUM_AUDIO: ['track_audio', 'snippet'],
  PREMIUM_VIDEO: ['track_video'],
} as const;
