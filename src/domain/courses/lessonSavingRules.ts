/** Survey answer slots per lesson (spec 1 §9). */
export const ANSWER_SLOTS = 4;

interface Answer {
  value: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * Spec 1 §4 lesson saving: empty answers are dropped; with no question and no answers the question is
 * omitted; otherwise the answer slots are padded to 4. Returns a new lesson; the input is not changed.
 */
export function applyLessonSavingRules(lesson: Record<string, unknown>): Record<string, unknown> {
  const { question: raw, ...rest } = lesson;
  const survey = typeof raw === 'object' && raw !== null ? (raw as { question?: unknown; answers?: unknown }) : {};
  const answers: Answer[] = (Array.isArray(survey.answers) ? survey.answers : [])
    .map((a) => (typeof a === 'object' && a !== null ? text((a as Answer).value) : text(a)))
    .filter((value) => value !== '')
    .map((value) => ({ value }));
  const question = text(survey.question);
  if (question === '' && answers.length === 0) return rest;
  while (answers.length < ANSWER_SLOTS) answers.push({ value: '' });
  return { ...rest, question: { question, answers } };
}
