import type { DocumentStore } from '../db/DocumentStore';
import { saveStep, type StepSaveResult } from '../wizards/stepSave';
import { COURSE_WIZARD } from './coursesWizard';
import { wizardDeps } from './wizardDeps';

type Store = Pick<DocumentStore, 'get' | 'set' | 'delete' | 'query'>;

export type { StepSaveResult };

/**
 * A course step save through the generic step-save service (src/server/wizards/stepSave.ts) as a
 * publisher in UTC: what PUT …/courses/{id}/steps/{stepKey} does, for seeds and fixtures that write
 * without a request. Runs inside the caller's transaction.
 */
export function saveCourseStep(store: Store, uid: string, courseId: string, stepKey: string, body: Record<string, unknown>, now: Date): Promise<StepSaveResult> {
  return saveStep(wizardDeps(store), { wizardId: COURSE_WIZARD, uid, isAdmin: false, itemId: courseId, stepKey, body, timeZone: 'UTC', now });
}
