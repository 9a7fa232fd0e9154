import { LIVE_COMMENT_STEP, LIVE_COMMENT_WIZARD_ID } from '../../../domain/live/liveComments';
import { LIVE_EVENT_WIZARD_ID, liveEventFormOf, type LiveEventCreateBody, type LiveEventPatchBody } from '../../../domain/live/liveEventForm';
import { ownUploadProblem } from '../../../domain/ownUploads';
import { compileWizard } from '../../../engine/compileWizard';
import type { CompiledWizard } from '../../../engine/compiledWizard';
import { loadSchemasFromDisk } from '../../../engine/loadSchemasFromDisk';
import { ValidationRefusal, type StepFieldError } from '../../wizards/validationRefusal';
import { BodyReader } from '../bodyReader';

const CREATE_FIELDS = ['title', 'description', 'language_code', 'start_date', 'tags', 'duration_mins', 'content_type', 'type', 'cover_image'];
const PATCH_FIELDS = ['title', 'description', 'tags', 'type', 'cover_image'];
// Epoch milliseconds between 2000 and 2200: a seconds value is refused, not stored.
const EPOCH = { min: 946_684_800_000, max: 7_258_118_400_000 };

let form: CompiledWizard | undefined;
const liveEventForm = () => (form ??= compileWizard(loadSchemasFromDisk(), LIVE_EVENT_WIZARD_ID));

// Every section of the form judges the whole event, as the browser's Finish does; the first error is the answer.
function checkForm(uid: string, data: Record<string, unknown>): void {
  const wizard = liveEventForm();
  const errors: StepFieldError[] = wizard.steps.flatMap((step) => wizard.validateStep(step.key, data).map((error) => ({ ...error, step: step.key })));
  const cover = data.cover_image as { remoteFile?: unknown } | undefined;
  const foreign = cover ? ownUploadProblem(uid, cover.remoteFile, 'cover_image') : null;
  if (foreign) errors.push({ pointer: '/cover_image', message: foreign, keyword: 'ownUpload', step: 'live-event-cover' });
  if (errors.length > 0) throw new ValidationRefusal(errors);
}

const shapeOf = (read: BodyReader, body: Record<string, unknown>) => ({
  title: read.string('title', { max: 5000 }) ?? '',
  description: read.string('description', { max: 5000 }) ?? '',
  tags: read.strings('tags', { max: 100, itemMax: 200 }) ?? [],
  type: typeof body.type === 'string' ? body.type : '',
  cover_image: body.cover_image && typeof body.cover_image === 'object' ? (body.cover_image as Record<string, unknown>) : null,
});

/** POST /live-events (spec 3 §7): the call's shape, then the live event form's rules (schemas/wizards/live-event). */
export function liveEventCreate(uid: string, body: Record<string, unknown>): LiveEventCreateBody {
  const read = new BodyReader(body, CREATE_FIELDS);
  const event: LiveEventCreateBody = {
    ...shapeOf(read, body),
    language_code: read.string('language_code', { max: 20 }) ?? '',
    start_date: read.integer('start_date', { required: true, ...EPOCH }),
    duration_mins: read.integer('duration_mins') ?? 15,
    content_type: typeof body.content_type === 'string' ? body.content_type : '',
  };
  // The form's time is the publisher's local day and time; any instant has one, so UTC serves the check.
  checkForm(uid, liveEventFormOf(event, true));
  return event;
}

/** PATCH /live-events/{id}: only title, description, tags, type (and the cover); judged with the stored rest. */
export function liveEventPatch(uid: string, body: Record<string, unknown>, stored: LiveEventCreateBody): LiveEventPatchBody {
  const read = new BodyReader(body, PATCH_FIELDS);
  const patch = shapeOf(read, body);
  const present = Object.fromEntries(Object.entries(patch).filter(([key]) => body[key] !== undefined)) as Partial<LiveEventPatchBody>;
  const merged = { ...stored, ...present };
  checkForm(uid, liveEventFormOf(merged, true));
  return { title: merged.title, description: merged.description, tags: merged.tags, type: merged.type, cover_image: merged.cover_image ?? null };
}

let commentForm: CompiledWizard | undefined;

/**
 * POST …/comments: the comment form's rules (schemas/wizards/live-comment, the same step the comments
 * panel checks in the browser): text required, at most 1000 characters, no emojis, links or domain names.
 */
export function liveCommentBody(body: Record<string, unknown>): { comment: string; lang: string | null } {
  // Unknown fields are refused (the status, stickiness and author are the server's), as BodyReader does.
  new BodyReader(body, ['comment', 'lang']);
  commentForm ??= compileWizard(loadSchemasFromDisk(), LIVE_COMMENT_WIZARD_ID);
  const errors = commentForm.validateStep(LIVE_COMMENT_STEP, body);
  if (errors.length > 0) throw new ValidationRefusal(errors.map((error) => ({ ...error, step: LIVE_COMMENT_STEP })));
  return { comment: String(body.comment).trim(), lang: typeof body.lang === 'string' ? body.lang : null };
}
