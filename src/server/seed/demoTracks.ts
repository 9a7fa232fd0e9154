import type { DocData } from '../../backend/ports';
import { TRACK_HOOKS } from '../../domain/tracks/trackHooks';
import { DEMO_PUBLISHER } from './demoAccounts';
import { seedAudio, seedImageSet, type SeedFile } from './seedFiles';
import { seedHlsVideo } from './seedHlsVideo';
import { daysFrom, timestamp } from './timestamp';

type TrackType = 'FREE_AUDIO' | 'PREMIUM_AUDIO' | 'PREMIUM_VIDEO';

interface DemoTrack {
  id: string;
  type: TrackType;
  status: string;
  daysAgo: number;
  title: string;
  content_type: 'GUIDED' | 'MUSIC' | 'TALKS';
  seconds: number;
  categorize: DocData;
  counters: { rating_average: number; favorites_count: number; play_count: number };
}

const FIXED: Record<TrackType, DocData> = {
  FREE_AUDIO: { track_type: 'FREE_AUDIO', item_type: 'SINGLE_TRACKS', is_premium: false },
  PREMIUM_AUDIO: { track_type: 'PREMIUM_AUDIO', item_type: 'SINGLE_TRACKS', is_premium: true },
  PREMIUM_VIDEO: { track_type: 'PREMIUM_VIDEO', item_type: 'SINGLE_VIDEO_TRACKS', is_premium: true },
};

const guided = { practices: ['mindfulness'], voice_gender: 'FEMALE', background: 'Nature Sounds', bells: 'bells' };
const DESCRIPTION =
  'A quiet practice recorded for the demo library. Settle into a comfortable position, let the breath find its own pace and follow the voice through each part of the session. Return to it whenever the day asks for a pause; nothing else is needed.';

const TRACKS: DemoTrack[] = [
  { id: 'track-morning-breath', type: 'FREE_AUDIO', status: 'PUBLISHED', daysAgo: 40, title: 'Morning breath', content_type: 'GUIDED', seconds: 300, categorize: { benefits: ['stress', 'focus'], origins: ['buddhism'], ...guided }, counters: { rating_average: 4.6, favorites_count: 31, play_count: 820 } },
  { id: 'track-ocean-drift', type: 'FREE_AUDIO', status: 'DRAFT', daysAgo: 3, title: 'Ocean drift', content_type: 'MUSIC', seconds: 420, categorize: { benefits: ['sleep'], origins: ['secular'], genre: 'naturesounds' }, counters: { rating_average: 0, favorites_count: 0, play_count: 0 } },
  { id: 'track-on-patience', type: 'FREE_AUDIO', status: 'PENDING', daysAgo: 10, title: 'A short talk on patience', content_type: 'TALKS', seconds: 600, categorize: { benefits: ['resilience'], origins: ['stoicism'], talk_type: 'LECTURES', voice_gender: 'MALE', background: 'No' }, counters: { rating_average: 0, favorites_count: 2, play_count: 15 } },
  { id: 'track-body-scan', type: 'FREE_AUDIO', status: 'REMOVED', daysAgo: 90, title: 'Ten minute body scan', content_type: 'GUIDED', seconds: 600, categorize: { benefits: ['relaxation'], origins: ['psychology'], ...guided, practices: ['bodyscan'] }, counters: { rating_average: 4.1, favorites_count: 12, play_count: 300 } },
  { id: 'track-deep-rest', type: 'PREMIUM_AUDIO', status: 'PUBLISHED', daysAgo: 25, title: 'Deep rest for busy minds', content_type: 'GUIDED', seconds: 900, categorize: { benefits: ['sleep', 'relaxation'], origins: ['yoga'], ...guided, practices: ['yoga-nidra'] }, counters: { rating_average: 4.9, favorites_count: 54, play_count: 1210 } },
  { id: 'track-singing-bowls', type: 'PREMIUM_AUDIO', status: 'DRAFT', daysAgo: 1, title: 'Singing bowls at dusk', content_type: 'MUSIC', seconds: 480, categorize: { benefits: ['healing'], origins: ['buddhism'], genre: 'soundhealing' }, counters: { rating_average: 0, favorites_count: 0, play_count: 0 } },
  { id: 'track-gentle-flow', type: 'PREMIUM_VIDEO', status: 'DRAFT', daysAgo: 2, title: 'Gentle flow for the evening', content_type: 'GUIDED', seconds: 10, categorize: { benefits: ['energy'], origins: ['yoga'], ...guided, practices: ['walking'] }, counters: { rating_average: 0, favorites_count: 0, play_count: 0 } },
];

const folderOf = (id: string) => `${DEMO_PUBLISHER.uid}/uploads/tracks/${id}`;

/**
 * Demo tracks of the demo publisher, stored as the track wizard's saves store them (fixed values, step
 * fields and what the track hooks derive): free and premium audio in several statuses with real (silent)
 * mp3 audio, a 30 s preview.mp3 snippet and an image set; one premium video track as a draft with a
 * real 10 s HLS video (playlist and two 5 s segments, as the HLS uploader stores them).
 */
export function demoTracks(now: Date): { documents: Record<string, DocData>; files: SeedFile[] } {
  const documents: Record<string, DocData> = {};
  const files: SeedFile[] = [];
  TRACKS.forEach((track, i) => {
    const folder = folderOf(track.id);
    const image = seedImageSet(folder, [240 - i * 8, 236, 244], [47, 122 - i * 6, 124]);
    files.push(...image.files);
    const media: DocData = { track_image: image.value };
    if (track.type === 'PREMIUM_VIDEO') {
      // Where the HLS uploader puts the field's rendition (its default folder, `{field}-hls`).
      const video = seedHlsVideo(`${folder}/track_video-hls`, 'gentle-flow.mp4');
      files.push(...video.files);
      media.track_video = video.value;
    } else {
      const audio = seedAudio(`${folder}/track.mp3`, track.seconds);
      const preview = seedAudio(`${folder}/preview.mp3`, 30);
      files.push(audio.file, preview.file);
      media.track_audio = audio.value;
      media.snippet = { ...preview.value, preview_start_time_in_seconds: 60, intro_audio_length: 30 };
    }
    const details: DocData = { title: track.title, description: DESCRIPTION, ...media, content_type: track.content_type, audience: 'EVERYONE', activity: 'Meditation', lang: { iso_639_1: 'en', name: 'English' }, ...FIXED[track.type] };
    const facts = { uid: DEMO_PUBLISHER.uid, itemId: track.id, stored: null };
    const stored = TRACK_HOOKS.trackMedia.derive(details, facts);
    const categorize = TRACK_HOOKS.trackTopics.derive({ ...track.categorize, hashtags: ['calm'], selected_publish_after: 'SOON' }, { ...facts, stored });
    documents[`users/${DEMO_PUBLISHER.uid}/library_items/${track.id}`] = {
      ...stored,
      copyright_status: 'YES',
      ...categorize,
      ...track.counters,
      status: track.status,
      created_at: timestamp(daysFrom(now, -track.daysAgo)),
      updated_at: timestamp(daysFrom(now, -track.daysAgo)),
    };
  });
  return { documents, files };
}
