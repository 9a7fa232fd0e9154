import { HookRefusal, type DeriveHook } from '../wizardHooks';
import { datesChangeProblem } from './workshopDates';
import { workshopFileProblem } from './workshopFiles';

// Named steps of code the workshop manifest lists under `derive` (schemas/wizards/workshop/wizard.json).

/** Spec 3 §5: the waiver is cleared when its box is off. */
export const workshopWaiver: DeriveHook = {
  writes: [],
  derive(fields) {
    const out: Record<string, unknown> = { ...fields };
    if (fields.has_waiver !== true) delete out.waiver;
    return out;
  },
};

/** Spec 3 §4: once the event exists, a save that changes the dates is refused. */
export const workshopDatesLock: DeriveHook = {
  writes: [],
  derive(fields, { stored }) {
    const problem = datesChangeProblem(stored, fields);
    if (problem) throw new HookRefusal(problem);
    return { ...fields };
  },
};

/** Spec 3 §3, §9: the price list the shop reads holds the price in cents, in USD. */
export const workshopPriceInCents: DeriveHook = {
  writes: ['prices'],
  derive(fields) {
    const out: Record<string, unknown> = { ...fields };
    if (typeof fields.price === 'number') out.prices = [{ price: Math.round(fields.price * 100), currency: 'USD' }];
    return out;
  },
};

const remoteFileOf = (file: unknown) => (file as { remoteFile?: unknown } | undefined)?.remoteFile;

/** Spec 3 §7: the image and video are files in the workshop's own folder, never another's. */
export const workshopOwnFiles: DeriveHook = {
  writes: [],
  derive(fields, { uid, itemId }) {
    for (const field of ['image', 'video']) {
      const problem = workshopFileProblem(uid, itemId ?? '', remoteFileOf(fields[field]), field);
      if (problem) throw new HookRefusal(problem);
    }
    return { ...fields };
  },
};

/** Spec 3 §3: a new video lesson starts PENDING (the publisher cannot approve one); its video is the workshop's own file. */
export const workshopLessonStatus: DeriveHook = {
  writes: [],
  derive(fields, { uid, itemId, stored }) {
    const before = new Map(((stored?.video_lessons ?? []) as Array<Record<string, unknown>>).map((lesson) => [lesson.id, lesson]));
    const lessons = Array.isArray(fields.video_lessons) ? (fields.video_lessons as Array<Record<string, unknown>>) : undefined;
    if (!lessons) return { ...fields };
    const video_lessons = lessons.map((lesson, index) => {
      const problem = workshopFileProblem(uid, itemId ?? '', remoteFileOf(lesson.video), `video_lessons/${index}/video`);
      if (problem) throw new HookRefusal(problem);
      const known = typeof lesson.id === 'string' ? before.get(lesson.id) : undefined;
      return { ...lesson, id: typeof lesson.id === 'string' && lesson.id ? lesson.id : `lesson-${index + 1}-${Date.now().toString(36)}`, sort_order: index + 1, status: known?.status ?? 'PENDING' };
    });
    return { ...fields, video_lessons };
  },
};

/** The workshop's derive hooks by the names its manifest uses. */
export const WORKSHOP_HOOKS: Readonly<Record<string, DeriveHook>> = { workshopWaiver, workshopDatesLock, workshopPriceInCents, workshopOwnFiles, workshopLessonStatus };
