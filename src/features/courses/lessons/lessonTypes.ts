import type { MediaFile } from '../../../lib/media/mediaFile';

/** Survey answers per lesson (spec 1 §9). */
export const ANSWER_COUNT = 4;

/**
 * One item of the course wizard's `lessons` array, as `schemas/wizards/course/steps/lessons.schema.json`
 * declares it and the course service reads and writes it.
 */
export interface LessonItem {
  id?: string;
  day?: number;
  title?: string;
  outline?: string;
  contributors?: string[];
  audio?: MediaFile;
  question?: { question?: string; answers?: Array<{ value?: string }> };
}

/** A lesson while the editor modal holds it: plain strings for the inputs, always 4 answer slots. */
export interface LessonDraft {
  id?: string;
  title: string;
  outline: string;
  contributors: string[];
  audio?: MediaFile;
  question: string;
  answers: string[];
}

/** The order saved on reorder: a list of {id, day}, day 1-based (spec 1 §4). */
export interface LessonOrder {
  id: string;
  day: number;
}
