// Spec 1 §5 'Course' as a table: each row is one bad value and the exact message it must produce.
// The client test (tests/model/courseWizardRules.test.tsx) and the server test
// (tests/server/coursesRules.test.ts) both run every row, so browser and server must agree word for word.

const long = (n: number, word = 'calm ') => word.repeat(Math.ceil(n / word.length)).slice(0, n);

/** A publish date far enough ahead for any day the tests run on. */
export const FAR_DATE = '2099-06-01';

/** Valid data per step; each row changes one field of it. */
export const VALID: Record<'details' | 'promo' | 'lessons', Record<string, unknown>> = {
  details: {
    title: 'Morning calm for busy people',
    short_description: long(60),
    long_description: long(240),
    categories: ['relax'],
    benefits: ['stress'],
    origins: ['buddhism'],
    practices: ['mindfulness'],
    lang: { iso_639_1: 'en', name: 'English' },
    course_type: 'PAID',
    publisher_intro: long(220, 'hello '),
    tags: ['morning'],
    title_hex_color: '#FFFFFF',
    brand_hex_color: '#2F7A7C',
  },
  promo: {
    course_image: { fileName: 'original.jpeg', mime: 'image/jpeg', bytes: 2_000_000, width: 2000, height: 2000 },
    intro_audio: { fileName: 'intro.mp3', mime: 'audio/mpeg', bytes: 2_000_000, durationSec: 150 },
    selected_publish_after: 'SOON',
  },
  lessons: { lessons: [lesson('Arriving'), lesson('Settling')] },
};

/** A valid lesson. */
export function lesson(title: string): Record<string, unknown> {
  return {
    title,
    outline: long(210, 'breathe '),
    contributors: [],
    audio: { fileName: 'audio.mp3', mime: 'audio/mpeg', bytes: 4_000_000, durationSec: 200 },
    question: { question: 'How did it feel?', answers: [{ value: 'Calm' }, { value: 'Busy' }, { value: 'Sleepy' }, { value: 'Awake' }] },
  };
}

export interface RuleRow {
  rule: string;
  step: 'details' | 'promo' | 'lessons';
  /** Fields replaced in the valid data; `undefined` removes the field. */
  patch: Record<string, unknown>;
  pointer: string;
  message: string;
}

const lessonWith = (patch: Record<string, unknown>) => ({ lessons: [{ ...lesson('Arriving'), ...patch }, lesson('Settling')] });
const answers = (values: string[]) => ({ question: 'How did it feel?', answers: values.map((value) => ({ value })) });

export const RULES: RuleRow[] = [
  { rule: 'title required', step: 'details', patch: { title: undefined }, pointer: '/title', message: 'Please add a title' },
  { rule: 'title min 10', step: 'details', patch: { title: 'Too short' }, pointer: '/title', message: 'Title must be at least 10 characters' },
  { rule: 'title max 80', step: 'details', patch: { title: long(81, 'breath ') }, pointer: '/title', message: 'Title must be at most 80 characters' },
  { rule: 'title not all caps', step: 'details', patch: { title: 'MORNING CALM PRACTICE' }, pointer: '/title', message: 'Text should not be all in uppercase' },
  { rule: 'title not only numbers', step: 'details', patch: { title: '1234567890123' }, pointer: '/title', message: 'Text should contain at least one alphabet and not be only numbers' },
  { rule: 'title no emoji', step: 'details', patch: { title: 'Morning calm 😀 practice' }, pointer: '/title', message: 'Please do not use emojis' },
  { rule: 'subtitle required', step: 'details', patch: { short_description: undefined }, pointer: '/short_description', message: 'Please add a subtitle' },
  { rule: 'subtitle min 50', step: 'details', patch: { short_description: long(49) }, pointer: '/short_description', message: 'Please add a subtitle' },
  { rule: 'subtitle max 500', step: 'details', patch: { short_description: long(501) }, pointer: '/short_description', message: 'Please add a subtitle' },
  { rule: 'long description min 200', step: 'details', patch: { long_description: long(199) }, pointer: '/long_description', message: 'Long description must be at least 200 characters' },
  { rule: 'long description max 5000', step: 'details', patch: { long_description: long(5001) }, pointer: '/long_description', message: 'Long description must be at most 5000 characters' },
  { rule: 'categories at least 1', step: 'details', patch: { categories: [] }, pointer: '/categories', message: 'Please select category' },
  { rule: 'categories required', step: 'details', patch: { categories: undefined }, pointer: '/categories', message: 'Please select category' },
  { rule: 'benefits at least 1', step: 'details', patch: { benefits: [] }, pointer: '/benefits', message: 'Please select benefits' },
  { rule: 'benefits at most 3', step: 'details', patch: { benefits: ['stress', 'sleep', 'focus', 'healing'] }, pointer: '/benefits', message: 'Please do not select more than 3 benefits' },
  { rule: 'origins at least 1', step: 'details', patch: { origins: [] }, pointer: '/origins', message: 'Please select origins' },
  { rule: 'language required', step: 'details', patch: { lang: undefined }, pointer: '/lang', message: 'Please select a language' },
  { rule: 'publisher_intro required for PAID', step: 'details', patch: { publisher_intro: undefined }, pointer: '/publisher_intro', message: 'Please add a course introduction' },
  { rule: 'publisher_intro min 200', step: 'details', patch: { publisher_intro: long(199) }, pointer: '/publisher_intro', message: 'Please add a course introduction' },
  { rule: 'publisher_intro max 5000', step: 'details', patch: { publisher_intro: long(5001) }, pointer: '/publisher_intro', message: 'Please add a course introduction' },
  { rule: 'tags without spaces', step: 'details', patch: { tags: ['two words'] }, pointer: '/tags', message: 'Tags cannot contain spaces. Please remove any spaces.' },
  { rule: 'course image required', step: 'promo', patch: { course_image: undefined }, pointer: '/course_image', message: 'Please upload the course image' },
  { rule: 'course image at least 1600 px', step: 'promo', patch: { course_image: { fileName: 'original.jpeg', mime: 'image/jpeg', bytes: 1000, width: 1200, height: 1200 } }, pointer: '/course_image', message: 'Size of image should be at least 1600 x 1600 pixels' },
  { rule: 'course image under 20 MB', step: 'promo', patch: { course_image: { fileName: 'original.jpeg', mime: 'image/jpeg', bytes: 20_000_001, width: 2000, height: 2000 } }, pointer: '/course_image', message: 'Please select a file smaller than 20MB' },
  { rule: 'intro audio required', step: 'promo', patch: { intro_audio: undefined }, pointer: '/intro_audio', message: 'Please upload the course introductory audio' },
  { rule: 'intro audio at least 2 minutes', step: 'promo', patch: { intro_audio: { fileName: 'intro.mp3', mime: 'audio/mpeg', durationSec: 119 } }, pointer: '/intro_audio', message: 'The introductory audio must be 2 to 3 minutes long' },
  { rule: 'intro audio at most 3 minutes', step: 'promo', patch: { intro_audio: { fileName: 'intro.mp3', mime: 'audio/mpeg', durationSec: 181 } }, pointer: '/intro_audio', message: 'The introductory audio must be 2 to 3 minutes long' },
  { rule: 'intro audio is mp3', step: 'promo', patch: { intro_audio: { fileName: 'intro.wav', mime: 'audio/wav', durationSec: 150 } }, pointer: '/intro_audio', message: 'Audio Upload Error: Please select a valid MP3 file' },
  { rule: 'AFTER needs a date', step: 'promo', patch: { selected_publish_after: 'AFTER' }, pointer: '/publish_after', message: 'Please ensure that the publish date is selected.' },
  { rule: 'at least 2 lessons', step: 'lessons', patch: { lessons: [lesson('Only one')] }, pointer: '/lessons', message: 'Your course must have at least 2 lessons' },
  { rule: 'lesson title required', step: 'lessons', patch: lessonWith({ title: undefined }), pointer: '/lessons/0/title', message: 'Please add a title' },
  { rule: 'lesson title not only numbers', step: 'lessons', patch: lessonWith({ title: '12345' }), pointer: '/lessons/0/title', message: 'Text should contain at least one alphabet and not be only numbers' },
  { rule: 'lesson outline at least 200', step: 'lessons', patch: lessonWith({ outline: long(199) }), pointer: '/lessons/0/outline', message: 'Description must be at least 200 characters' },
  { rule: 'lesson audio required', step: 'lessons', patch: lessonWith({ audio: undefined }), pointer: '/lessons/0/audio', message: 'Please upload an audio track' },
  { rule: 'lesson audio at least 3 minutes', step: 'lessons', patch: lessonWith({ audio: { fileName: 'a.mp3', mime: 'audio/mpeg', durationSec: 179 } }), pointer: '/lessons/0/audio', message: 'Lessons should be 3 minutes or longer' },
  { rule: 'lesson question required', step: 'lessons', patch: lessonWith({ question: undefined }), pointer: '/lessons/0/question', message: 'Please enter a question' },
  { rule: 'lesson question text', step: 'lessons', patch: lessonWith({ question: { question: '', answers: answers(['a', 'b', 'c', 'd']).answers } }), pointer: '/lessons/0/question/question', message: 'Please enter a question' },
  { rule: 'lesson answer required', step: 'lessons', patch: lessonWith({ question: answers(['Calm', '', 'Sleepy', 'Awake']) }), pointer: '/lessons/0/question/answers/1/value', message: 'Please enter an answer' },
  { rule: 'lesson 4 answers', step: 'lessons', patch: lessonWith({ question: answers(['Calm', 'Busy']) }), pointer: '/lessons/0/question/answers', message: 'Please enter an answer' },
  { rule: 'lesson answer not only numbers', step: 'lessons', patch: lessonWith({ question: answers(['Calm', '42', 'Sleepy', 'Awake']) }), pointer: '/lessons/0/question/answers/1/value', message: 'Text should contain at least one alphabet and not be only numbers' },
];

/** The step data a row sends: the valid data with the row's patch applied. */
export function rowData(row: RuleRow): Record<string, unknown> {
  const data: Record<string, unknown> = { ...VALID[row.step], ...row.patch };
  for (const [k, v] of Object.entries(row.patch)) if (v === undefined) delete data[k];
  return data;
}
