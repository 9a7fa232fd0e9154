import { applyLessonSavingRules } from '../wizard/lessonSavingRules';
import { ANSWER_COUNT, type LessonDraft, type LessonItem, type LessonOrder } from './lessonTypes';

const trimmed = (value: string | undefined) => (value ?? '').trim();

/**
 * The lesson sent to the course service (and validated): the editor's draft with the spec's saving
 * rules applied (question omitted when empty, empty answers dropped, padded to 4) by the same function
 * the server applies.
 */
export function lessonPayload(draft: LessonDraft): LessonItem {
  return applyLessonSavingRules({
    ...(draft.id ? { id: draft.id } : {}),
    title: trimmed(draft.title),
    outline: draft.outline,
    contributors: draft.contributors.map(trimmed).filter((name) => name !== ''),
    ...(draft.audio ? { audio: draft.audio } : {}),
    question: { question: draft.question, answers: draft.answers.map((value) => ({ value })) },
  }) as LessonItem;
}

/** The editor's draft for a lesson (a new one when undefined); answers always fill 4 slots. */
export function lessonDraft(item: LessonItem | undefined): LessonDraft {
  const answers = (item?.question?.answers ?? []).map((answer) => answer.value ?? '');
  while (answers.length < ANSWER_COUNT) answers.push('');
  return {
    ...(item?.id ? { id: item.id } : {}),
    title: item?.title ?? '',
    outline: item?.outline ?? '',
    contributors: item?.contributors ?? [],
    ...(item?.audio ? { audio: item.audio } : {}),
    question: item?.question?.question ?? '',
    answers: answers.slice(0, ANSWER_COUNT),
  };
}

/** The reorder payload: every saved lesson's id with its new 1-based day. */
export function lessonOrder(lessons: readonly LessonItem[]): LessonOrder[] {
  return lessons.flatMap((lesson, index) => (lesson.id ? [{ id: lesson.id, day: index + 1 }] : []));
}
