import { ANSWER_COUNT, type LessonForm, type LessonOrder, type StoredLesson } from './lessonTypes';

const trimmed = (value: string | undefined) => (value ?? '').trim();

/**
 * The survey question as saved (spec 1 §4 'Lesson saving'): omitted when there is no question and no
 * answer, empty answers dropped, the rest padded with empty slots to exactly 4.
 */
export function lessonQuestion(question: string | undefined, answers: readonly (string | undefined)[] = []): StoredLesson['question'] {
  const filled = answers.map(trimmed).filter((answer) => answer !== '');
  const text = trimmed(question);
  if (text === '' && filled.length === 0) return undefined;
  const slots = filled.slice(0, ANSWER_COUNT);
  while (slots.length < ANSWER_COUNT) slots.push('');
  return { question: text, answers: slots.map((value) => ({ value })) };
}

/**
 * The stored lesson for day `day`. The embedded server applies the same function to what it receives,
 * so a client that skips it still stores the spec's shape.
 */
export function lessonPayload(form: LessonForm, day: number): StoredLesson {
  const question = lessonQuestion(form.question, form.answers);
  return {
    ...(form.id ? { id: form.id } : {}),
    day,
    title: trimmed(form.title),
    outline: form.outline ?? '',
    contributors: trimmed(form.contributors),
    length: Math.round(form.audio?.durationSec ?? 0),
    audio_file_path: form.audio?.remoteFile ?? '',
    media_audio_file_size: form.audio?.bytes ?? 0,
    ...(question ? { question } : {}),
  };
}

/** The editor's form for a stored lesson (answers always 4 slots). */
export function lessonForm(stored: StoredLesson): LessonForm {
  const answers = (stored.question?.answers ?? []).map((answer) => answer.value);
  while (answers.length < ANSWER_COUNT) answers.push('');
  return {
    ...(stored.id ? { id: stored.id } : {}),
    title: stored.title,
    outline: stored.outline,
    contributors: stored.contributors,
    ...(stored.audio_file_path
      ? {
          audio: {
            fileName: stored.audio_file_path.split('/').pop() ?? stored.audio_file_path,
            remoteFile: stored.audio_file_path,
            mime: 'audio/mpeg',
            bytes: stored.media_audio_file_size,
            durationSec: stored.length,
          },
        }
      : {}),
    question: stored.question?.question ?? '',
    answers,
  };
}

/** The reorder payload: every saved lesson's id with its new 1-based day. */
export function lessonOrder(lessons: readonly LessonForm[]): LessonOrder[] {
  return lessons.flatMap((lesson, index) => (lesson.id ? [{ id: lesson.id, day: index + 1 }] : []));
}

/** Course totals after a lesson change (spec 1 §4): count and average audio length in seconds. */
export function courseTotals(lessons: readonly { length?: number }[]): { totalLessons: number; mediaLengthPerLessonAvg: number } {
  const total = lessons.reduce((sum, lesson) => sum + (lesson.length ?? 0), 0);
  return { totalLessons: lessons.length, mediaLengthPerLessonAvg: lessons.length ? Math.round(total / lessons.length) : 0 };
}
