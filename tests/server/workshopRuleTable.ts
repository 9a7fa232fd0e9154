// Spec 3 §5 'Workshop' as a table: each row is one bad value and the exact message it must produce.
// The browser test (tests/model/workshopRules.test.ts) and the server test (tests/server/workshopRules.test.ts)
// both run every row, so the browser and the server must agree word for word.

/** The three kinds of workshop (the manifest's variants) and the create route's value for each. */
export const KINDS = {
  WORKSHOP: 'workshop',
  WORKSHOP_RECORDING: 'workshop-recording',
  B2B_WORKSHOP_PROMO: 'workshop-promo',
} as const;
export type Kind = keyof typeof KINDS;

/** A stored image upload's facts (what the uploader records). */
export const IMAGE = { fileName: 'original.jpeg', mime: 'image/jpeg', bytes: 2_000_000, width: 2000, height: 2000 };
/** A stored video's facts as the HLS uploader records them (the playlist of the converted mp4). */
export const VIDEO = { fileName: 'lesson.mp4', remoteFile: 'uid/uploads/marketplace/shop/products/w/video/lesson-1/index.m3u8', mime: 'application/vnd.apple.mpegurl', bytes: 8_000_000, durationSec: 120, segments: 24 };

/** Valid data per section; each row changes one field of one section. */
export const VALID: Record<string, Record<string, unknown>> = {
  'workshop-info': {
    title: 'Breathing for busy people',
    short_description: 'Ten minutes a day to calm down',
    description: 'A live workshop on breathing practices for a calmer working day.',
    content_type: 'GUIDED',
    lang: { iso_639_1: 'en', name: 'English' },
  },
  'time-and-date': { date_mode: 'MULTI_DAY', dates: [{ date: '2099-06-01', start_time: '18:00', end_time: '19:30' }, { date: '2099-06-02', start_time: '18:00', end_time: '19:30' }] },
  duration: { duration_in_mins: 90, duration_text: '90 minutes with questions', event_type: 'ZOOM', promo_type: 'KEYNOTE' },
  price: { price: 25, maximum_number_of_attendees: 20 },
  'promo-price': { price_text: 'From $1,500 per session' },
  topics: { benefits: ['stress'], practices: ['mindfulness'], origins: ['buddhism'], categories: ['relax'], hashtags: ['calm'] },
  links: { url: 'https://zoom.us/j/123456' },
  media: { image: IMAGE },
  'video-lessons': { video_lessons: [{ title: 'Arriving', subtitle: 'Settle in and breathe', video: VIDEO }] },
};

export interface WorkshopRuleRow {
  rule: string;
  kind: Kind;
  step: string;
  /** Fields replaced in the section's valid data; `undefined` removes the field. */
  patch: Record<string, unknown>;
  pointer: string;
  message: string;
}

const long = (n: number) => 'calm '.repeat(Math.ceil(n / 5)).slice(0, n);
const lesson = (patch: Record<string, unknown>) => ({ video_lessons: [{ ...(VALID['video-lessons']!.video_lessons as object[])[0], ...patch }] });

/** Every spec 3 §5 Workshop rule (and the ones the spec implies), one bad value each. */
export const WORKSHOP_RULES: WorkshopRuleRow[] = [
  { rule: 'title required', kind: 'WORKSHOP', step: 'workshop-info', patch: { title: undefined }, pointer: '/title', message: 'Title is required.' },
  { rule: 'title at least 4', kind: 'WORKSHOP', step: 'workshop-info', patch: { title: 'Hey' }, pointer: '/title', message: 'Title must be 4 or more characters.' },
  { rule: 'title at most 100', kind: 'WORKSHOP_RECORDING', step: 'workshop-info', patch: { title: long(101) }, pointer: '/title', message: 'Title must be 100 characters or fewer.' },
  { rule: 'description required', kind: 'WORKSHOP', step: 'workshop-info', patch: { description: undefined }, pointer: '/description', message: 'Please add a description' },
  { rule: 'description at most 4000', kind: 'B2B_WORKSHOP_PROMO', step: 'workshop-info', patch: { description: long(4001) }, pointer: '/description', message: 'Description must be 4000 characters or fewer.' },
  { rule: 'short description required', kind: 'WORKSHOP', step: 'workshop-info', patch: { short_description: undefined }, pointer: '/short_description', message: 'Please add a short description' },
  { rule: 'waiver required while its box is on', kind: 'WORKSHOP', step: 'workshop-info', patch: { has_waiver: true }, pointer: '/waiver', message: 'Please add the waiver text' },
  { rule: 'waiver at least 1 character', kind: 'WORKSHOP', step: 'workshop-info', patch: { has_waiver: true, waiver: '' }, pointer: '/waiver', message: 'Please add the waiver text' },
  { rule: 'price at least 0', kind: 'WORKSHOP', step: 'price', patch: { price: -1 }, pointer: '/price', message: 'Price must be between 0 and 10000' },
  { rule: 'price at most 10000', kind: 'WORKSHOP_RECORDING', step: 'price', patch: { price: 10000.5 }, pointer: '/price', message: 'Price must be between 0 and 10000' },
  { rule: 'price required', kind: 'WORKSHOP', step: 'price', patch: { price: undefined }, pointer: '/price', message: 'Please add a price' },
  { rule: 'attendees a positive integer', kind: 'WORKSHOP', step: 'price', patch: { maximum_number_of_attendees: 0 }, pointer: '/maximum_number_of_attendees', message: 'Maximum number of attendees must be a positive number' },
  { rule: 'attendees a whole number', kind: 'WORKSHOP', step: 'price', patch: { maximum_number_of_attendees: 2.5 }, pointer: '/maximum_number_of_attendees', message: 'Maximum number of attendees must be a whole number' },
  { rule: 'benefits at least 1', kind: 'WORKSHOP', step: 'topics', patch: { benefits: [] }, pointer: '/benefits', message: 'Please select benefits' },
  { rule: 'practices at least 1', kind: 'WORKSHOP_RECORDING', step: 'topics', patch: { practices: undefined }, pointer: '/practices', message: 'Please select practices' },
  { rule: 'origins at least 1', kind: 'WORKSHOP', step: 'topics', patch: { origins: [] }, pointer: '/origins', message: 'Please select origins' },
  { rule: 'hashtags up to 5', kind: 'WORKSHOP', step: 'topics', patch: { hashtags: ['a1', 'b2', 'c3', 'd4', 'e5', 'f6'] }, pointer: '/hashtags', message: 'Please do not add more than 5 hashtags' },
  { rule: 'categories up to 3', kind: 'WORKSHOP', step: 'topics', patch: { categories: ['relax', 'sleep', 'diversity', 'connection'] }, pointer: '/categories', message: 'Please do not select more than 3 categories' },
  { rule: 'promo categories up to 3', kind: 'B2B_WORKSHOP_PROMO', step: 'topics', patch: { categories: ['relax', 'sleep', 'diversity', 'connection'] }, pointer: '/categories', message: 'Please do not select more than 3 categories' },
  { rule: 'promo origins exactly 1 (not 2)', kind: 'B2B_WORKSHOP_PROMO', step: 'topics', patch: { origins: ['buddhism', 'hinduism'] }, pointer: '/origins', message: 'A B2B workshop promo has exactly one origin' },
  { rule: 'promo origins exactly 1 (not 0)', kind: 'B2B_WORKSHOP_PROMO', step: 'topics', patch: { origins: [] }, pointer: '/origins', message: 'Please select origins' },
  { rule: 'promo practices at most 1', kind: 'B2B_WORKSHOP_PROMO', step: 'topics', patch: { practices: ['mindfulness', 'breathwork'] }, pointer: '/practices', message: 'A B2B workshop promo has at most one practice' },
  { rule: 'meeting url required for workshops', kind: 'WORKSHOP', step: 'links', patch: { url: undefined }, pointer: '/url', message: 'Please add the meeting link' },
  { rule: 'meeting url valid', kind: 'WORKSHOP_RECORDING', step: 'links', patch: { url: 'zoom meeting' }, pointer: '/url', message: 'Please enter a valid meeting link' },
  { rule: 'dates at least 1', kind: 'WORKSHOP', step: 'time-and-date', patch: { dates: [] }, pointer: '/dates', message: 'Please add at least one date' },
  { rule: 'single-day refused with more than one date', kind: 'WORKSHOP', step: 'time-and-date', patch: { date_mode: 'SINGLE_DAY' }, pointer: '/date_mode', message: 'Single-day cannot be chosen once more than one date exists' },
  { rule: 'promo price text required', kind: 'B2B_WORKSHOP_PROMO', step: 'promo-price', patch: { price_text: undefined }, pointer: '/price_text', message: 'Please add a price text' },
  { rule: 'promo duration text required', kind: 'B2B_WORKSHOP_PROMO', step: 'duration', patch: { duration_text: undefined }, pointer: '/duration_text', message: 'Please add a duration text' },
  { rule: 'promo duration one of the 16 choices', kind: 'B2B_WORKSHOP_PROMO', step: 'duration', patch: { duration_in_mins: 45 }, pointer: '/duration_in_mins', message: 'Please choose a duration' },
  { rule: 'promo duration at most 8 hours', kind: 'B2B_WORKSHOP_PROMO', step: 'duration', patch: { duration_in_mins: 510 }, pointer: '/duration_in_mins', message: 'Please choose a duration' },
  { rule: 'promo event type', kind: 'B2B_WORKSHOP_PROMO', step: 'duration', patch: { event_type: 'PHONE' }, pointer: '/event_type', message: 'Please choose how the workshop is delivered' },
  { rule: 'promo type', kind: 'B2B_WORKSHOP_PROMO', step: 'duration', patch: { promo_type: 'WEBINAR' }, pointer: '/promo_type', message: 'Please choose a workshop type' },
  { rule: 'promo image required', kind: 'B2B_WORKSHOP_PROMO', step: 'media', patch: { image: undefined }, pointer: '/image', message: 'Please add a workshop image' },
  { rule: 'video lesson title', kind: 'WORKSHOP_RECORDING', step: 'video-lessons', patch: lesson({ title: undefined }), pointer: '/video_lessons/0/title', message: 'Please add a title' },
  { rule: 'video lesson subtitle', kind: 'WORKSHOP', step: 'video-lessons', patch: lesson({ subtitle: undefined }), pointer: '/video_lessons/0/subtitle', message: 'Please add a description' },
  { rule: 'video lesson video', kind: 'WORKSHOP_RECORDING', step: 'video-lessons', patch: lesson({ video: undefined }), pointer: '/video_lessons/0/video', message: 'Please upload a video' },
];

/** The section's valid data with the row's patch applied (undefined removes a field). */
export function rowData(row: WorkshopRuleRow): Record<string, unknown> {
  const data: Record<string, unknown> = { ...VALID[row.step], ...row.patch };
  for (const [key, value] of Object.entries(row.patch)) if (value === undefined) delete data[key];
  return data;
}
