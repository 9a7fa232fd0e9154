import { HTTPError } from 'ky';
import type { WizardIo } from '../../../engine/buildWizardMachineIo';
import { FieldErrorsRefusal } from '../../../engine/fieldErrorsRefusal';
import { StepRefused, type CoursesApi } from '../api/coursesApi';
import { syncLessons } from './syncLessons';

/** Spec 1 §8 course messages. */
export const SAVE_FAILED = 'Error occurred while saving';
export const PUBLISH_FAILED = 'Some error occurred while publishing your course';

// What the publisher reads when a call fails: the server's field errors at their fields under the spec's
// message, a 409's own sentence (e.g. the course's edit waits for review), else the spec's message.
function failure(error: unknown, message: string): Error {
  if (error instanceof StepRefused) return new FieldErrorsRefusal(message, error.errors);
  if (error instanceof HTTPError && error.response.status === 409 && error.message) return new Error(error.message);
  return new Error(message);
}

/**
 * The course wizard's I/O on the course calls: a step save (lessons first synced through the lesson
 * calls), and submit as SET_PENDING for every course. Step saves leave the status alone, so SET_PENDING
 * is what moves it (a live course to PENDING_EDIT: its edit submission). Failures become the spec's
 * messages; the wizard shows them, with the server's field errors at their fields, and stays on the
 * step. `newId` names a course created by its first save.
 */
export function courseWizardIo(api: CoursesApi, newId: () => string): WizardIo {
  return {
    async saveStep({ stepKey, itemId, fields }) {
      const id = itemId ?? newId();
      try {
        if (stepKey === 'lessons' && itemId) await syncLessons(api, id, (fields.lessons ?? []) as Array<Record<string, unknown>>);
        await api.saveStep(id, stepKey, fields);
        return { itemId: id };
      } catch (error) {
        throw failure(error, SAVE_FAILED);
      }
    },
    async submit({ itemId }) {
      if (!itemId) throw new Error(PUBLISH_FAILED);
      try {
        await api.setPending(itemId);
      } catch (error) {
        throw failure(error, PUBLISH_FAILED);
      }
    },
  };
}
