import type { DocData } from '../../backend/ports';
import { topicFlags } from '../../domain/courses/topicCatalogue';
import { DEMO_PUBLISHER } from './demoAccounts';
import { CALM_MORNINGS, SLEEP_WELL, type DemoLessonText } from './demoCourseTexts';
import { seedAudio, seedImageSet, type SeedFile } from './seedFiles';
import { daysFrom, timestamp } from './timestamp';

const lang = { iso_639_1: 'en', name: 'English' };
const colours = { title_hex_color: '#FFFFFF', brand_hex_color: '#2F7A7C' };
// The course's upload folder, as the wizard's uploaders use it (src/features/courses/media/courseUploadFolder.ts).
const folderOf = (courseId: string) => `${DEMO_PUBLISHER.uid}/uploads/courses/${courseId}`;

/** A lesson stored as the lesson calls store one: the uploader's audio object plus the spec's audio fields. */
function lesson(courseId: string, day: number, text: DemoLessonText, at: Date, files: SeedFile[]): DocData {
  const id = `lesson-${day}`;
  const audio = seedAudio(`${folderOf(courseId)}/lessons/${id}.mp3`, text.seconds);
  files.push(audio.file);
  return {
    id,
    day,
    title: text.title,
    outline: text.outline,
    contributors: [],
    audio: audio.value,
    audio_file_path: audio.value.remoteFile,
    length: text.seconds,
    media_audio_file_size: audio.value.bytes,
    question: { question: text.question, answers: text.answers.map((value) => ({ value })) },
    created_at: timestamp(at),
    updated_at: timestamp(at),
  };
}

// Course totals as the server computes them after lesson changes (spec 1 §4 'Course wizard').
function totals(lessons: DocData[]): DocData {
  const avg = Math.round(lessons.reduce((sum, l) => sum + (l.length as number), 0) / lessons.length);
  return { days: lessons.length, totalLessons: lessons.length, mediaLengthPerLessonAvg: avg, minutes_per_day: Math.round(avg / 60) };
}

/**
 * The demo publisher's two courses (spec 1 §3 field names) and the files they point at: a PUBLISHED
 * course that passes every step of the course wizard, and a DRAFT whose Details are complete but which
 * still lacks its image and its second lesson.
 */
export function demoLibrary(now: Date): { documents: Record<string, DocData>; files: SeedFile[] } {
  const base = `users/${DEMO_PUBLISHER.uid}/library_items`;
  const files: SeedFile[] = [];
  const documents: Record<string, DocData> = {};

  const publishedAt = daysFrom(now, -30);
  const { lessons: calmLessons, ...calmText } = CALM_MORNINGS;
  const calm = calmLessons.map((text, i) => lesson('course-calm-mornings', i + 1, text, daysFrom(now, -45), files));
  const image = seedImageSet(folderOf('course-calm-mornings'), [236, 244, 240], [47, 122, 124]);
  const intro = seedAudio(`${folderOf('course-calm-mornings')}/intro.mp3`, 150);
  files.push(...image.files, intro.file);
  const calmTopics = { categories: ['meditationpractice', 'stressanxiety'], benefits: ['stress', 'focus'], practices: ['mindfulness', 'bodyscan'], origins: ['buddhism'] };
  documents[`${base}/course-calm-mornings`] = {
    item_type: 'COURSES',
    course_type: 'PAID',
    ...calmText,
    tags: ['morning', 'calm', 'breath'],
    ...calmTopics,
    ...topicFlags([...calmTopics.benefits, ...calmTopics.practices, ...calmTopics.origins]),
    lang,
    ...colours,
    course_image: image.value,
    intro_audio: intro.value,
    intro_length: 150,
    is_course_image_uploaded: true,
    is_course_audio_uploaded: true,
    status: 'PUBLISHED',
    // SOON: no publish_after is stored (spec 1 §4 'Publish timing').
    selected_publish_after: 'SOON',
    ...totals(calm),
    created_at: timestamp(daysFrom(now, -45)),
    updated_at: timestamp(publishedAt),
  };
  for (const l of calm) documents[`${base}/course-calm-mornings/lessons/${String(l.id)}`] = l;

  const { lessons: sleepLessons, ...sleepText } = SLEEP_WELL;
  const sleep = sleepLessons.map((text, i) => lesson('course-sleep-well', i + 1, text, now, files));
  const sleepIntro = seedAudio(`${folderOf('course-sleep-well')}/intro.mp3`, 165);
  files.push(sleepIntro.file);
  const sleepTopics = { categories: ['sleep', 'relax'], benefits: ['sleep', 'relaxation'], practices: ['bodyscan', 'yoga-nidra'], origins: ['psychology'] };
  documents[`${base}/course-sleep-well`] = {
    item_type: 'COURSES',
    course_type: 'PAID',
    ...sleepText,
    tags: ['sleep', 'evening', 'rest'],
    ...sleepTopics,
    ...topicFlags([...sleepTopics.benefits, ...sleepTopics.practices, ...sleepTopics.origins]),
    lang,
    ...colours,
    intro_audio: sleepIntro.value,
    intro_length: 165,
    is_course_image_uploaded: false,
    is_course_audio_uploaded: true,
    status: 'DRAFT',
    selected_publish_after: 'SOON',
    ...totals(sleep),
    created_at: timestamp(now),
    updated_at: timestamp(now),
  };
  for (const l of sleep) documents[`${base}/course-sleep-well/lessons/${String(l.id)}`] = l;
  return { documents, files };
}
