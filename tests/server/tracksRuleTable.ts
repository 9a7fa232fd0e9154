// Spec 1 §5 'Track' as a table: each row is one bad value and the exact message it must produce. The
// client test (tests/model/trackWizardRules.test.tsx) and the server test (tests/server/tracksRules.test.ts)
// both run every row, so browser and server agree word for word.

const long = (n: number, word = 'calm ') => word.repeat(Math.ceil(n / word.length)).slice(0, n);

export type TrackStep = 'details' | 'copyright' | 'categorize';

/** The demo publisher's uid: stored file references must sit under its uploads. */
export const UID = 'demo-publisher';
const file = (name: string) => `${UID}/uploads/tracks/rules/${name}`;

export const IMAGE = { fileName: 'original.jpeg', remoteFile: file('original.jpeg'), mime: 'image/jpeg', bytes: 2_000_000, width: 2000, height: 2000 };
export const AUDIO = { fileName: 'track.mp3', remoteFile: file('track.mp3'), mime: 'audio/mpeg', bytes: 4_000_000, durationSec: 300 };
export const SNIPPET = { fileName: 'preview.mp3', remoteFile: file('preview.mp3'), mime: 'audio/mpeg', bytes: 480_000, durationSec: 30, preview_start_time_in_seconds: 12, intro_audio_length: 30 };
export const VIDEO = { fileName: 'talk.mp4', remoteFile: file('hls/index.m3u8'), mime: 'application/vnd.apple.mpegurl', bytes: 9_000_000, durationSec: 240, segments: 48 };

/** Valid data per step of a free audio track; each row changes one field of it. */
export const VALID: Record<TrackStep, Record<string, unknown>> = {
  details: {
    title: 'Morning calm for busy people',
    description: long(240),
    track_image: IMAGE,
    track_audio: AUDIO,
    snippet: SNIPPET,
    content_type: 'GUIDED',
    audience: 'EVERYONE',
    activity: 'Meditation',
    lang: { iso_639_1: 'en', name: 'English' },
  },
  copyright: { copyright_status: 'YES' },
  categorize: {
    benefits: ['stress'],
    origins: ['buddhism'],
    practices: ['mindfulness'],
    voice_gender: 'FEMALE',
    background: 'Music',
    bells: 'bells',
    hashtags: ['calm'],
    selected_publish_after: 'SOON',
  },
};

export interface TrackRuleRow {
  rule: string;
  step: TrackStep;
  /** Fields replaced in the valid data; `undefined` removes the field. */
  patch: Record<string, unknown>;
  /** The stored track the step is judged over (another step's fields a rule reads); a free audio GUIDED track unless given. */
  item?: Record<string, unknown>;
  /** The variant (default FREE_AUDIO). */
  variant?: 'FREE_AUDIO' | 'PREMIUM_AUDIO' | 'PREMIUM_VIDEO';
  pointer: string;
  message: string;
}

const MUSIC = { content_type: 'MUSIC' };
const TALKS = { content_type: 'TALKS' };

export const RULES: TrackRuleRow[] = [
  { rule: 'title required', step: 'details', patch: { title: undefined }, pointer: '/title', message: 'Please add a title' },
  { rule: 'title not blank', step: 'details', patch: { title: '' }, pointer: '/title', message: 'Please add a title' },
  { rule: 'title max 60', step: 'details', patch: { title: long(61, 'breath ') }, pointer: '/title', message: 'Title must be at most 60 characters' },
  { rule: 'title not all caps', step: 'details', patch: { title: 'MORNING CALM PRACTICE' }, pointer: '/title', message: 'Title should not be all in uppercase' },
  { rule: 'title not only numbers', step: 'details', patch: { title: '1234567890' }, pointer: '/title', message: 'Text should contain at least one alphabet and not be only numbers' },
  { rule: 'title no emoji', step: 'details', patch: { title: 'Morning calm 😀 practice' }, pointer: '/title', message: 'Please do not use emojis' },
  { rule: "title without 'guided meditation'", step: 'details', patch: { title: 'A Guided Meditation for mornings' }, pointer: '/title', message: "Title must not contain the phrase 'guided meditation'" },
  { rule: 'description required', step: 'details', patch: { description: undefined }, pointer: '/description', message: 'Please add a description' },
  { rule: 'description min 200', step: 'details', patch: { description: long(199) }, pointer: '/description', message: 'Description must be at least 200 characters' },
  { rule: 'description max 1000', step: 'details', patch: { description: long(1001) }, pointer: '/description', message: 'Description must be at most 1000 characters' },
  { rule: 'image required', step: 'details', patch: { track_image: undefined }, pointer: '/track_image', message: 'Please upload an image' },
  { rule: 'image at least 1600 px', step: 'details', patch: { track_image: { ...IMAGE, width: 1500, height: 1500 } }, pointer: '/track_image', message: 'Size of image must be between 1600 x 1600 and 5000 x 5000 pixels' },
  { rule: 'image at most 5000 px', step: 'details', patch: { track_image: { ...IMAGE, width: 5200, height: 5200 } }, pointer: '/track_image', message: 'Size of image must be between 1600 x 1600 and 5000 x 5000 pixels' },
  { rule: 'image under 20 MB', step: 'details', patch: { track_image: { ...IMAGE, bytes: 20_000_001 } }, pointer: '/track_image', message: 'Please select a file smaller than 20MB' },
  { rule: 'audio required', step: 'details', patch: { track_audio: undefined }, pointer: '/track_audio', message: 'Please upload an audio track' },
  { rule: 'audio is mp3', step: 'details', patch: { track_audio: { ...AUDIO, mime: 'audio/wav' } }, pointer: '/track_audio', message: 'Audio Upload Error: Please select a valid MP3 file' },
  { rule: 'snippet required', step: 'details', patch: { snippet: undefined }, pointer: '/snippet', message: 'Please pick a snippet' },
  { rule: 'snippet shorter than 60 s', step: 'details', patch: { snippet: { ...SNIPPET, intro_audio_length: 60 } }, pointer: '/snippet/intro_audio_length', message: 'The snippet must be shorter than 60 seconds' },
  { rule: 'snippet over 10240 bytes', step: 'details', patch: { snippet: { ...SNIPPET, bytes: 10240 } }, pointer: '/snippet/bytes', message: 'Audio Trimming Failed' },
  { rule: 'video track needs its video', step: 'details', variant: 'PREMIUM_VIDEO', patch: { track_audio: undefined, snippet: undefined }, pointer: '/track_video', message: 'Please upload a video track' },
  { rule: 'content type required', step: 'details', patch: { content_type: undefined }, pointer: '/content_type', message: 'Please select a content type' },
  { rule: 'audience required', step: 'details', patch: { audience: undefined }, pointer: '/audience', message: 'Please select an audience' },
  { rule: "children audience needs the children's ages", step: 'details', patch: { audience: 'CHILDREN' }, pointer: '/children_audience', message: "Please select the children's ages" },
  { rule: 'activity required', step: 'details', patch: { activity: undefined }, pointer: '/activity', message: 'Please select an activity' },
  { rule: 'language required', step: 'details', patch: { lang: undefined }, pointer: '/lang', message: 'Please select a language' },
  { rule: 'copyright status required', step: 'copyright', patch: { copyright_status: undefined }, pointer: '/copyright_status', message: 'Please select a copyright status' },
  { rule: 'AUTHORISED needs the proof file', step: 'copyright', patch: { copyright_status: 'AUTHORISED' }, pointer: '/acreditation_files', message: 'Please upload a file' },
  { rule: 'NO blocks saving', step: 'copyright', patch: { copyright_status: 'NO' }, pointer: '/copyright_status', message: 'You can only upload tracks you own or are authorised to publish' },
  { rule: 'music is never copyright free', step: 'copyright', item: MUSIC, patch: { copyright_status: 'NO_COPYRIGHT' }, pointer: '/copyright_status', message: 'Must not select royalty/copyright free option for music track.' },
  { rule: 'benefits at least 1', step: 'categorize', patch: { benefits: [] }, pointer: '/benefits', message: 'Please select benefits' },
  { rule: 'benefits at most 3', step: 'categorize', patch: { benefits: ['stress', 'sleep', 'focus', 'healing'] }, pointer: '/benefits', message: 'Please do not select more than 3 benefits' },
  { rule: 'origins required', step: 'categorize', patch: { origins: [] }, pointer: '/origins', message: 'Please select origins' },
  { rule: 'origins exactly 1', step: 'categorize', patch: { origins: ['buddhism', 'yoga'] }, pointer: '/origins', message: 'Please select only one origin' },
  { rule: 'GUIDED needs a practice', step: 'categorize', patch: { practices: [] }, pointer: '/practices', message: 'Please select a practice' },
  { rule: 'GUIDED takes exactly 1 practice', step: 'categorize', patch: { practices: ['mindfulness', 'zen'] }, pointer: '/practices', message: 'Please select only one practice' },
  { rule: 'GUIDED needs voice_gender', step: 'categorize', patch: { voice_gender: undefined }, pointer: '/voice_gender', message: 'Please select a voice' },
  { rule: 'GUIDED needs background', step: 'categorize', patch: { background: undefined }, pointer: '/background', message: 'Please select a background' },
  { rule: 'GUIDED needs bells', step: 'categorize', patch: { bells: undefined }, pointer: '/bells', message: 'Please select bells' },
  { rule: 'TALKS needs talk_type', step: 'categorize', item: TALKS, patch: {}, pointer: '/talk_type', message: 'Please select a talk type' },
  { rule: 'TALKS needs voice_gender', step: 'categorize', item: TALKS, patch: { talk_type: 'LECTURES', voice_gender: undefined }, pointer: '/voice_gender', message: 'Please select a voice' },
  { rule: 'MUSIC needs genre', step: 'categorize', item: MUSIC, patch: {}, pointer: '/genre', message: 'Please select a genre' },
  { rule: 'MUSIC offers only its benefits', step: 'categorize', item: MUSIC, patch: { genre: 'ambientmusic', benefits: ['grief'], practices: [] }, pointer: '/benefits/0', message: 'Please select benefits offered for this content type' },
  { rule: 'TALKS offers only its practices', step: 'categorize', item: TALKS, patch: { talk_type: 'LECTURES', practices: ['bodyscan'] }, pointer: '/practices/0', message: 'Please select a practice offered for this content type' },
  { rule: 'hashtags at most 5', step: 'categorize', patch: { hashtags: ['a1', 'b2', 'c3', 'd4', 'e5', 'f6'] }, pointer: '/hashtags', message: 'Please do not add more than 5 hashtags' },
  { rule: 'hashtags without special characters', step: 'categorize', patch: { hashtags: ['calm!'] }, pointer: '/hashtags', message: 'Tags can only contain letters and numbers' },
  { rule: 'hashtags without spaces', step: 'categorize', patch: { hashtags: ['two words'] }, pointer: '/hashtags', message: 'Tags cannot contain spaces. Please remove any spaces.' },
  { rule: 'AFTER needs a date', step: 'categorize', patch: { selected_publish_after: 'AFTER' }, pointer: '/publish_after', message: 'Please ensure that the publish date is selected.' },
];

/** The step data a row sends: the valid data with the row's patch applied. */
export function rowData(row: TrackRuleRow): Record<string, unknown> {
  const data: Record<string, unknown> = { ...VALID[row.step], ...row.patch };
  for (const [k, v] of Object.entries(row.patch)) if (v === undefined) delete data[k];
  return data;
}

/** The variant a row's track has, and its route value for the first save. */
export const ROUTE_OF = { FREE_AUDIO: 'free-audio', PREMIUM_AUDIO: 'premium-audio', PREMIUM_VIDEO: 'premium-video' } as const;
