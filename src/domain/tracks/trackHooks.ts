import { coursePublishAfter } from '../courses/courseHooks';
import { TOPIC_FLAGS, topicFlags } from '../courses/topicCatalogue';
import { ownUploadProblem } from '../ownUploads';
import { HookRefusal, type DeriveHook } from '../wizardHooks';
import { trackCategoryLabels } from './trackCategoryLabels';

// Named code the track manifest lists under `derive` (schemas/wizards/track/wizard.json).

const stringArray = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
type FileValue = { remoteFile?: unknown; durationSec?: unknown; fileName?: unknown; preview_start_time_in_seconds?: unknown; intro_audio_length?: unknown } | undefined;

function ownFile(uid: string, value: unknown, field: string): FileValue {
  const file = value as FileValue;
  const problem = ownUploadProblem(uid, file?.remoteFile, field);
  if (problem) throw new HookRefusal(problem);
  return file;
}

const MEDIA_FACTS = ['audio_track_path', 'image_path', 'intro_audio_path', 'preview_start_time_in_seconds', 'intro_audio_length', 'media_length', 'is_video_uploaded'] as const;

/**
 * The spec's stored media fields (spec 1 §3 Track) from the uploaded files, own files only: the paths of
 * the audio, image and snippet (preview.mp3), where the snippet starts and how long it is, the track's
 * length, whether a video is uploaded. The children's ages are kept only with the children audience.
 */
export const trackMedia: DeriveHook = {
  writes: MEDIA_FACTS,
  derive(fields, { uid, stored }) {
    const out: Record<string, unknown> = { ...fields };
    if (fields.audience !== 'CHILDREN') delete out.children_audience;
    // A track stores the media of its own kind only: audio and snippet, or the video.
    const type = fields.track_type ?? stored?.track_type;
    if (type === 'PREMIUM_VIDEO') {
      delete out.track_audio;
      delete out.snippet;
    } else if (type !== undefined) delete out.track_video;
    const image = ownFile(uid, fields.track_image, 'track_image');
    const audio = ownFile(uid, out.track_audio, 'track_audio');
    const snippet = ownFile(uid, out.snippet, 'snippet');
    const video = ownFile(uid, out.track_video, 'track_video');
    if (typeof image?.remoteFile === 'string') out.image_path = image.remoteFile;
    if (typeof audio?.remoteFile === 'string') out.audio_track_path = audio.remoteFile;
    if (typeof snippet?.remoteFile === 'string') out.intro_audio_path = snippet.remoteFile;
    if (typeof snippet?.preview_start_time_in_seconds === 'number') out.preview_start_time_in_seconds = snippet.preview_start_time_in_seconds;
    if (typeof snippet?.intro_audio_length === 'number') out.intro_audio_length = snippet.intro_audio_length;
    const length = video?.durationSec ?? audio?.durationSec;
    if (typeof length === 'number') out.media_length = length;
    out.is_video_uploaded = typeof video?.remoteFile === 'string';
    return out;
  },
};

/** acreditation_file_name (spec 1 §3, spelled so): the proof's name while AUTHORISED; the proof goes with any other status. */
export const trackCopyrightFile: DeriveHook = {
  writes: ['acreditation_file_name'],
  derive(fields) {
    const out: Record<string, unknown> = { ...fields };
    const first = Array.isArray(fields.acreditation_files) ? (fields.acreditation_files[0] as { fileName?: unknown } | undefined) : undefined;
    if (fields.copyright_status !== 'AUTHORISED') delete out.acreditation_files;
    else if (typeof first?.fileName === 'string') out.acreditation_file_name = first.fileName;
    return out;
  },
};

/**
 * The five topic flags (as for courses: each set when a chosen benefit, practice or origin has it), the
 * category labels (trackCategoryLabels) and has_background_music, judged over the whole track: the
 * stored item with this step's fields over it, since Details and Categorize each hold some of the inputs.
 */
export const trackTopics: DeriveHook = {
  writes: [...TOPIC_FLAGS, 'category_labels', 'has_background_music'],
  derive(fields, { stored }) {
    const track = { ...stored, ...fields };
    const topics = [...stringArray(track.benefits), ...stringArray(track.practices), ...stringArray(track.origins)];
    return { ...fields, ...topicFlags(topics), category_labels: trackCategoryLabels(track), has_background_music: track.background === 'Music' };
  },
};

/** Publish timing as for courses: 'On this date' stores a timestamp, SOON none (spec 1 §4). */
export const trackPublishAfter: DeriveHook = coursePublishAfter;

/** The track's hooks by the names its manifest uses. */
export const TRACK_HOOKS = { trackMedia, trackCopyrightFile, trackTopics, trackPublishAfter } as const satisfies Record<string, DeriveHook>;
