import { compileWizard } from '../../engine/compileWizard';
import type { CompiledWizard } from '../../engine/compiledWizard';
import { loadSchemasFromDisk } from '../../engine/loadSchemasFromDisk';
import type { FieldError } from '../../engine/validation/fieldError';
import { localCalendarDate } from '../../../machines/libraryItemStatus';
import { withCourseRules } from '../../features/courses/wizard/withCourseRules';
import { HttpError } from '../http/HttpError';

let compiled: CompiledWizard | undefined;

/** The course wizard compiled from `schemas/` once per process: the same schemas the browser bundles. */
export function courseWizard(): CompiledWizard {
  compiled ??= compileWizard(loadSchemasFromDisk(), 'course');
  return compiled;
}

/** A refused save: 400 with the same FieldErrors (and messages) the browser shows. */
export class ValidationRefusal extends HttpError {
  constructor(readonly errors: FieldError[]) {
    super(400, errors[0]?.message ?? 'Invalid data');
  }
}

/** Validates one step's fields as the browser does (schemas plus the course rules); throws ValidationRefusal. */
export function checkCourseStep(stepKey: string, fields: Record<string, unknown>, status: string, now: Date): void {
  const errors = withCourseRules(courseWizard(), { status, today: localCalendarDate(now) }).validateStep(stepKey, fields);
  if (errors.length > 0) throw new ValidationRefusal(errors);
}
