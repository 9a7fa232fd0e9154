import { createContext, useContext } from 'react';
import type { LessonValidator } from './lessonValidator';
import type { LessonOrder } from './lessonTypes';

/** What the course screen tells the lessons step: how to validate a lesson, and whether the course is live. */
export interface LessonsSettings {
  validateLesson: LessonValidator;
  /** Live content (spec 1 §4): no add, delete or reorder; the survey is locked. */
  restricted: boolean;
  /** Called with the new {id, day} list after a reorder. */
  onReorder?(order: LessonOrder[]): void;
}

export const LessonsContext = createContext<LessonsSettings | null>(null);

export function useLessonsSettings(): LessonsSettings {
  const settings = useContext(LessonsContext);
  if (!settings) throw new Error('LessonsContext.Provider is missing above the lessons step');
  return settings;
}
