import type { WizardIo } from '../../../engine/buildWizardMachineIo';
import type { CoursesApi } from '../api/coursesApi';
import { syncLessons } from './syncLessons';

/** Spec 1 §8 course messages. */
export const SAVE_FAILED = 'Error occurred while saving';
export const PUBLISH_FAILED = 'Some error occurred while publishing your course';

/** Follows the course status the server answers with, so submit knows whether the edit is already under review. */
export interface StatusTracker {
  status: string;
}

/**
 * The course wizard's I/O on the course calls: a step save (lessons first synced through the lesson
 * calls), and submit as SET_PENDING. Failures become the spec's messages; the wizard shows them and
 * stays on the step. `newId` names a course created by its first save.
 */
export function courseWizardIo(api: CoursesApi, tracker: StatusTracker, newId: () => string): WizardIo {
  return {
    async saveStep({ stepKey, itemId, fields }) {
      const id = itemId ?? newId();
      try {
        if (stepKey === 'lessons' && itemId) await syncLessons(api, id, (fields.lessons ?? []) as Array<Record<string, unknown>>);
        const result = await api.saveStep(id, stepKey, fields);
        tracker.status = result.status;
        return { itemId: id };
      } catch {
        throw new Error(SAVE_FAILED);
      }
    },
    async submit({ itemId }) {
      if (!itemId) throw new Error(PUBLISH_FAILED);
      // A live course's saves already moved it to PENDING_EDIT (the save-change table): that is its edit submission.
      if (tracker.status === 'PENDING_EDIT') return;
      try {
        await api.setPending(itemId);
        tracker.status = 'PENDING';
      } catch {
        throw new Error(PUBLISH_FAILED);
      }
    },
  };
}
