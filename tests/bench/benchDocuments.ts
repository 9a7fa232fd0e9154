/** Step data for the benchmark: one valid and one invalid document per bench wizard (id → documents). */
export interface BenchDocuments {
  valid: Record<string, unknown>;
  invalid: Record<string, unknown>;
}

const goodImage = { fileName: 'cover.jpeg', remoteFile: 'u1/uploads/cover.jpeg', url: 'https://cdn.example.org/cover.jpeg', mime: 'image/jpeg', bytes: 2_400_000, width: 2400, height: 2400 };
const badImage = { fileName: 'cover.gif', mime: 'image/gif', bytes: 25_000_000, width: 800, height: 600 };
const longText = 'A gentle practice to settle the mind before the working day begins, with breath and body awareness.';

const valid12 = {
  title: 'Morning calm practice',
  subtitle: 'Ten quiet minutes to start the day',
  description: longText,
  level: 'beginner',
  category: 'relax',
  categories: ['relax', 'sleep'],
  hashtags: ['calm', 'morning'],
  tags: ['breath', 'focus', 'rest'],
  price: 19.5,
  duration_minutes: 30,
  image: goodImage,
  lang: { iso_639_1: 'en', name: 'English' },
};

// A publisher half-way through: several rules broken at once, as while typing.
const invalid12 = {
  title: 'CALM 😀',
  subtitle: 'See https://example.org',
  description: 'Visit calm.com',
  level: 'expert',
  categories: [],
  hashtags: ['calm down', 'ok!', 'Calm', 'calm', 'x', 'y'],
  tags: ['a b'],
  price: -1,
  duration_minutes: 0.5,
  image: badImage,
};

const valid40 = {
  ...valid12,
  short_name: 'Calm mornings',
  headline: 'Start every day with a clear head',
  teacher_name: 'Ana Lopez',
  venue_name: 'The Garden Room',
  city: 'Lisbon',
  country: 'Portugal',
  street: 'Rua das Flores 12',
  postcode: '1200-195',
  contact_name: 'Ana Lopez',
  contact_email: 'ana@example.org',
  booking_note: 'Bring a blanket and water',
  accessibility_note: 'Step-free access from the street',
  what_to_expect: 'Short talks, guided breathing and quiet sitting.',
  requirements: 'None, beginners welcome.',
  cancellation_policy: 'Full refund up to seven days before the start.',
  deposit: 50,
  minimum_age: 16,
  maximum_number_of_attendees: 24,
  number_of_sessions: 6,
  latitude: 38.72,
  longitude: -9.14,
  talk_type: 'lectures',
  genre: 'naturesounds',
  currency: 'EUR',
  format: 'hybrid',
  keywords: ['mindfulness', 'breathing'],
  languages_spoken: ['english', 'portuguese'],
  audiences: ['stressanxiety', 'burnout'],
  intro_audio: { fileName: 'intro.mp3', mime: 'audio/mpeg', bytes: 3_000_000, durationSec: 240 },
};
delete (valid40 as Record<string, unknown>).lang;

const invalid40 = {
  ...invalid12,
  short_name: '12',
  headline: 'JOIN NOW www.example.org',
  teacher_name: 'A',
  venue_name: 'calm.com',
  city: '123',
  street: 'x',
  contact_name: 'ANA',
  contact_email: 'not an email',
  booking_note: 'Book at example.org 😀',
  what_to_expect: 'Soon',
  cancellation_policy: 'NO REFUNDS',
  deposit: 9000,
  minimum_age: 120,
  maximum_number_of_attendees: 0,
  number_of_sessions: 'six',
  latitude: 95,
  currency: 'BTC',
  format: 'remote',
  keywords: ['same', 'SAME'],
  languages_spoken: ['english', 'english us'],
  audiences: [],
  intro_audio: { fileName: 'intro.wav', mime: 'audio/wav', durationSec: 20 },
};

/** Documents by bench wizard id. */
export const benchDocuments: Record<string, BenchDocuments> = {
  'bench-12': { valid: valid12, invalid: invalid12 },
  'bench-40': { valid: valid40, invalid: invalid40 },
};
