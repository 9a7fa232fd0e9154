import { translate } from '../../../lib/i18n';

// The course page's sentences live in the catalogs (screens area, 'courses.wizard.*'): useCourseScreenTexts.

// Lessons in the changes list read as they do in the lessons step: by day and title, in the reader's language.
export const lessonLabel = (item: Record<string, unknown>, index: number) =>
  translate('courses.wizard.lessonLabel', {
    day: typeof item.day === 'number' ? item.day : index + 1,
    title: typeof item.title === 'string' && item.title ? item.title : translate('courses.wizard.untitledLesson'),
  });
