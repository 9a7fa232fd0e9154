import { HookRefusal, type DeriveHook } from '../wizardHooks';
import { ownUploadProblem } from '../ownUploads';
import { timestampOf } from '../storedTimestamp';
import { ALL_FLAGS, TOPIC_FLAGS, topicFlags } from './topicCatalogue';
import { isWorkplaceSkill } from './courseType';

const stringArray = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

function requireOwnUpload(uid: string, file: unknown, field: string): void {
  const problem = ownUploadProblem(uid, (file as { remoteFile?: unknown } | undefined)?.remoteFile, field);
  if (problem) throw new HookRefusal(problem);
}

/**
 * Spec 1 §3 topic flags of a course: each flag is set when a chosen benefit, practice or origin has it.
 * The workplace-skill type (either spelling) has no publisher_intro and every flag set.
 */
export const courseTopicFlags: DeriveHook = {
  writes: TOPIC_FLAGS,
  derive(fields) {
    const out: Record<string, unknown> = { ...fields };
    if (isWorkplaceSkill(fields.course_type)) {
      delete out.publisher_intro;
      return { ...out, ...ALL_FLAGS };
    }
    return { ...out, ...topicFlags([...stringArray(fields.benefits), ...stringArray(fields.practices), ...stringArray(fields.origins)]) };
  },
};

/** Facts stored from the promo media: whether the image and the audio are uploaded, the intro length; own files only. */
export const coursePromoMedia: DeriveHook = {
  writes: ['is_course_image_uploaded', 'is_course_audio_uploaded', 'intro_length'],
  derive(fields, { uid }) {
    requireOwnUpload(uid, fields.course_image, 'course_image');
    requireOwnUpload(uid, fields.intro_audio, 'intro_audio');
    const audio = fields.intro_audio as { durationSec?: unknown } | undefined;
    const out: Record<string, unknown> = { ...fields, is_course_image_uploaded: fields.course_image !== undefined, is_course_audio_uploaded: audio !== undefined };
    if (typeof audio?.durationSec === 'number') out.intro_length = audio.durationSec;
    return out;
  },
};

/**
 * publish_after is stored as a timestamp at midnight UTC of the chosen date with 'On this date'; SOON
 * stores none and removes a stored one (spec 1 §4). The wizard edits it as YYYY-MM-DD.
 */
export const coursePublishAfter: DeriveHook = {
  writes: [],
  derive(fields) {
    const out: Record<string, unknown> = { ...fields };
    const date = fields.publish_after;
    if (fields.selected_publish_after === 'AFTER' && typeof date === 'string') out.publish_after = timestampOf(new Date(`${date.slice(0, 10)}T00:00:00.000Z`));
    else delete out.publish_after;
    return out;
  },
  toWizard(stored) {
    const publishAfter = stored.publish_after as { iso_8601_datetime_tz?: unknown } | undefined;
    return typeof publishAfter?.iso_8601_datetime_tz === 'string' ? { publish_after: publishAfter.iso_8601_datetime_tz.slice(0, 10) } : {};
  },
};

/** The course's hooks by the names its manifest uses. */
export const COURSE_HOOKS = { courseTopicFlags, coursePromoMedia, coursePublishAfter } as const satisfies Record<string, DeriveHook>;
