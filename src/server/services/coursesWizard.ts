import { compileWizard } from '../../engine/compileWizard';
import type { CompiledWizard } from '../../engine/compiledWizard';
import { loadSchemasFromDisk } from '../../engine/loadSchemasFromDisk';
import type { FieldError } from '../../engine/validation/fieldError';
import { localCalendarDate } from '../../../machines/libraryItemStatus';
import { withCourseRules } from '../../features/courses/wizard/withCourseRules';
import { HttpError } from '../http/HttpError';
import { sendJson } from '../http/respond';
import type { Handler } from '../http/Router';

let compiled: CompiledWizard | undefined;

/** The course wizard compiled from `schemas/` once per process: the same schemas the browser bundles. */
export function courseWizard(): CompiledWizard {
  compiled ??= compileWizard(loadSchemasFromDisk(), 'course');
  return compiled;
}

/** A field error of a whole-course check: which step the field belongs to. */
export type StepFieldError = FieldError & { step?: string };

/** A refused save or submit: 400 with the same FieldErrors (and messages) the browser shows. */
export class ValidationRefusal extends HttpError {
  constructor(
    readonly errors: StepFieldError[],
    message = errors[0]?.message ?? 'Invalid data',
  ) {
    super(400, message);
  }
}

/** A route handler that answers a ValidationRefusal with 400 `{ message, errors }` so the client can show each field's message. */
export function answeringRefusals(handler: Handler): Handler {
  return async (rc) => {
    try {
      await handler(rc);
    } catch (error) {
      if (!(error instanceof ValidationRefusal)) throw error;
      sendJson(rc.res, 400, { message: error.message, errors: error.errors });
    }
  };
}

// Stored fields a step derives from its own (topic flags, upload flags and lengths, the stored publish date).
const DERIVED: Record<string, string[]> = {
  details: ['is_secular', 'is_newage', 'is_religion', 'is_spirituality', 'is_science'],
  promo: ['is_course_image_uploaded', 'is_course_audio_uploaded', 'intro_length', 'publish_after'],
};

/** The course document's fields a step save writes: the step's own fields and those derived from them. */
export function stepOwnedFields(stepKey: string): string[] {
  const own = courseWizard().stepFields(stepKey).filter((f) => f !== 'lessons');
  return [...new Set([...own, ...(DERIVED[stepKey] ?? [])])];
}

/** Every course document field the wizard edits (lessons aside): what a revision holds and approval replaces. */
export function courseEditableFields(): string[] {
  return [...new Set(courseWizard().steps.filter((s) => !s.review).flatMap((s) => stepOwnedFields(s.key)))];
}

/** Validates one step's fields as the browser does (schemas plus the course rules); throws ValidationRefusal. */
export function checkCourseStep(stepKey: string, fields: Record<string, unknown>, status: string, now: Date): void {
  const errors = withCourseRules(courseWizard(), { status, today: localCalendarDate(now) }).validateStep(stepKey, fields);
  if (errors.length > 0) throw new ValidationRefusal(errors);
}
