import type { CompiledWizard } from '../../../engine/compiledWizard';
import type { FieldError } from '../../../engine/validation/fieldError';
import type { LessonItem } from './lessonTypes';

/** Errors of one lesson, pointers relative to the lesson ('/title', '/question/answers/2/value'). */
export type LessonValidator = (lesson: LessonItem) => FieldError[];

/**
 * Validates one lesson with the wizard's own lessons step, so the editor shows exactly the schema's
 * messages: the lesson is checked as the only item of the array, and list-level errors are dropped.
 */
export function lessonValidator(wizard: CompiledWizard, stepKey = 'lessons', field = 'lessons'): LessonValidator {
  const prefix = `/${field}/0`;
  return (lesson) =>
    wizard
      .validateStep(stepKey, { [field]: [lesson] })
      .flatMap((error) => (error.pointer === prefix || error.pointer.startsWith(`${prefix}/`) ? [{ ...error, pointer: error.pointer.slice(prefix.length) }] : []));
}
