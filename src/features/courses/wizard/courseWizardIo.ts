import type { WizardIo } from '../../../engine/buildWizardMachineIo';
import type { CoursesApi } from '../api/coursesApi';
import { syncLessons } from './syncLessons';

/** Spec 1 §8 course messages. */
export const SAVE_FAILED = 'Error occurred while saving';
export const PUBLISH_FAILED = 'Some error occurred while publishing your course';

/**
 * The course wizard's I/O on the course calls: a step save (lessons first synced through the lesson
 * calls), and submit as SET_PENDING for every course. Step saves leave the status alone, so SET_PENDING
 * is what moves it (a live course to PENDING_EDIT: its edit submission). Failures become the spec's
 * messages; the wizard shows them and stays on the step. `newId` names a course created by its first save.
 */
export function courseWizardIo(api: CoursesApi, newId: () => string): WizardIo {
  return {
    async saveStep({ stepKey, itemId, fields }) {
      const id = itemId ?? newId();
      try {
        if (stepKey === 'lessons' && itemId) await syncLessons(api, id, (fields.lessons ?? []) as Array<Record<string, unknown>>);
        await api.saveStep(id, stepKey, fields);
        return { itemId: id };
      } catch {
        throw new Error(SAVE_FAILED);
      }
    },
    async submit({ itemId }) {
      if (!itemId) throw new Error(PUBLISH_FAILED);
      try {
        await api.setPending(itemId);
      } catch {
        throw new Error(PUBLISH_FAILED);
      }
    },
  };
}
