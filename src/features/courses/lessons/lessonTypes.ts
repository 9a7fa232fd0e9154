import type { MediaFile } from '../../../lib/media/mediaFile';

/** Survey answers per lesson (spec 1 §9). */
export const ANSWER_COUNT = 4;

/** A lesson as the editor holds it: one item of the course wizard's `lessons` array. */
export interface LessonForm {
  /** Stored lesson document id; absent until the lesson is first saved. */
  id?: string;
  title?: string;
  outline?: string;
  contributors?: string;
  audio?: MediaFile;
  question?: string;
  answers?: string[];
}

/** A lesson as stored (spec 1 §3 'Lesson'). */
export interface StoredLesson {
  id?: string;
  day: number;
  title: string;
  outline: string;
  contributors: string;
  /** Seconds of audio. */
  length: number;
  audio_file_path: string;
  media_audio_file_size: number;
  question?: { question: string; answers: Array<{ value: string }> };
}

/** The order saved on reorder: a list of {id, day}, day 1-based (spec 1 §4). */
export interface LessonOrder {
  id: string;
  day: number;
}
