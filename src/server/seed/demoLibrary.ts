import type { DocData } from '../../backend/ports';
import { DEMO_PUBLISHER } from './demoAccounts';
import { daysFrom, timestamp } from './timestamp';

const lang = { iso_639_1: 'en', name: 'English' };

function lesson(id: string, day: number, title: string, now: Date): DocData {
  return {
    id,
    day,
    title,
    outline: `Day ${day}: ${title.toLowerCase()}, with a short reflection afterwards.`,
    contributors: [],
    length: 600,
    audio_file_path: `${DEMO_PUBLISHER.uid}/uploads/courses/course-calm-mornings/lessons/${id}/audio.mp3`,
    media_audio_file_size: 9_600_000,
    media_edited_audio_file_size: 9_600_000,
    question: {
      question: 'How did this practice feel?',
      answers: [{ value: 'Calming' }, { value: 'Energising' }, { value: 'Neutral' }, { value: 'Hard to stay with' }],
    },
    created_at: timestamp(now),
    updated_at: timestamp(now),
  };
}

/** Two courses of the demo publisher (spec 1 §3 field names): a published one with lessons and a draft. */
export function demoLibraryDocuments(now: Date): Record<string, DocData> {
  const base = `users/${DEMO_PUBLISHER.uid}/library_items`;
  const published = `${base}/course-calm-mornings`;
  const lessons = [lesson('lesson-1', 1, 'Arriving in the breath', now), lesson('lesson-2', 2, 'Body scan for the morning', now), lesson('lesson-3', 3, 'Setting an intention', now)];
  const docs: Record<string, DocData> = {
    [published]: {
      item_type: 'COURSES',
      course_type: 'PAID',
      title: 'Calm Mornings',
      short_description: 'Three short practices to start the day steady',
      long_description:
        'A three-day course of ten-minute morning meditations. Each day adds one skill: noticing the breath, scanning the body, and setting an intention you can return to during the day.',
      tags: ['morning', 'calm', 'breath'],
      categories: ['meditationpractice', 'stressanxiety'],
      benefits: ['stress', 'focus'],
      practices: ['mindfulness'],
      origins: ['buddhism'],
      lang,
      title_hex_color: '#FFFFFF',
      brand_hex_color: '#2F7A7C',
      publisher_intro: 'Welcome, I am glad you are here.',
      intro_length: 150,
      is_course_image_uploaded: true,
      is_course_audio_uploaded: true,
      status: 'PUBLISHED',
      publish_after: timestamp(daysFrom(now, -30)),
      selected_publish_after: 'SOON',
      days: lessons.length,
      minutes_per_day: 10,
      totalLessons: lessons.length,
      mediaLengthPerLessonAvg: 600,
      created_at: timestamp(daysFrom(now, -45)),
      updated_at: timestamp(daysFrom(now, -30)),
    },
    [`${base}/course-sleep-well`]: {
      item_type: 'COURSES',
      course_type: 'PAID',
      title: 'Sleep Well',
      short_description: 'Wind down and rest',
      long_description: '',
      tags: [],
      categories: ['sleep'],
      benefits: [],
      practices: [],
      origins: [],
      lang,
      title_hex_color: '#FFFFFF',
      brand_hex_color: '#2F7A7C',
      is_course_image_uploaded: false,
      is_course_audio_uploaded: false,
      status: 'DRAFT',
      days: 0,
      totalLessons: 0,
      created_at: timestamp(now),
      updated_at: timestamp(now),
    },
  };
  for (const l of lessons) docs[`${published}/lessons/${String(l.id)}`] = l;
  return docs;
}
