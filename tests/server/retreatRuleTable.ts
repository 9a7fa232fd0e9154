// Spec 2 §5 'Validation rules' as a table: each row is one bad value and the exact message it must produce.
// The browser half (tests/model/retreatWizardRules.test.tsx) runs every row through the wizard machine's
// Save & Next; the server half runs the same rows against the step save. {provider} and {supportEmail} are
// the platform facts of schemas/platform.json, filled with `withFacts` by each half.

import platform from '../../schemas/platform.json';

const PLATFORM_FACTS = platform.facts;

const long = (n: number, word = 'calm ') => word.repeat(Math.ceil(n / word.length)).slice(0, n);

/** Dates far enough ahead for any day the tests run on (the start must be 5 weekdays ahead). */
export const FAR_START = '2099-06-01';
export const FAR_END = '2099-06-07';

export type RetreatStep =
  | 'terms-and-conditions'
  | 'submission-requirements'
  | 'info'
  | 'details'
  | 'venue-and-accommodation'
  | 'meal'
  | 'schedule'
  | 'inclusions'
  | 'testimonials'
  | 'photos-and-videos'
  | 'payment-policy'
  | 'faqs'
  | 'review-and-submit';

/** The marketplace spots field: the spec's name with the platform's name in it (schemas/platform.json). */
export const SPOTS = `no_accommodation_number_of_${PLATFORM_FACTS.provider}_assigned_spots`;

const image = (side = 1600) => ({ fileName: 'photo.jpeg', mime: 'image/jpeg', bytes: 2_000_000, width: side, height: side });

/** A valid accommodation option: rooms × occupancy = 2 × 2. */
export function accommodationOption(name: string, patch: Record<string, unknown> = {}): Record<string, unknown> {
  const option: Record<string, unknown> = {
    name,
    description: 'A quiet room facing the garden.',
    accommodation_option_type: 'PRIVATE_ROOM',
    maximum_occupancy_per_room: 2,
    number_of_rooms: 2,
    price: 1800,
    price_for_one_private_room: 1200,
    image_paths: [image()],
    ...patch,
  };
  for (const [k, v] of Object.entries(patch)) if (v === undefined) delete option[k];
  return option;
}

/** Valid data per step; each row changes one field of it. */
export const VALID: Record<RetreatStep, Record<string, unknown>> = {
  'terms-and-conditions': { terms_and_conditions_accepted_at: '2026-11-23T10:00:00.000Z' },
  'submission-requirements': { retreat_submission_requirements: ['FULLY_IN_PERSON_EXPERIENCE', 'NO_ILLEGAL_SUBSTANCES', 'HOLDS_INSURANCE'] },
  info: {
    title: 'Silent Forest Retreat',
    start_date: FAR_START,
    end_date: FAR_END,
    categories: ['yoga', 'meditation'],
    subcategories: ['yin_yoga'],
    lang: { iso_639_1: 'en', name: 'English' },
  },
  details: {
    atmospheres: ['open_to_all', 'solo_travelers'],
    highlights: [{ value: 'Sunrise meditation by the lake' }, { value: 'Daily yin yoga' }],
    details: 'Six days of silence, slow yoga and forest walks.',
  },
  'venue-and-accommodation': {
    retreat_venue: { id: 'venue-1', name: 'Quinta do Lago Azul', region: { city: 'Sintra', country: 'Portugal' } },
    advertisement_links: [{ value: 'https://example.org/silent-forest' }],
    maximum_number_of_attendees: 12,
    accommodation_option: 'BOTH',
    accommodation_description: 'Rooms in the main house and the garden cabins.',
    is_price_same_across_all_platforms: 1,
    no_accommodation_price_per_person: 900,
    [SPOTS]: 4,
    discounts: [{ discount_percent: 10, end_date: '2099-01-01', discount_type: 'PERCENTAGE' }],
    accommodation_options: [accommodationOption('Garden room'), accommodationOption('Shared cabin', { accommodation_option_type: 'SHARED_ROOM', maximum_occupancy_per_room: 4, number_of_rooms: 1, price_for_one_private_room: undefined })],
  },
  meal: { meals: ['breakfast', 'dinner'], diets: ['vegetarian', 'vegan'], meal_description: 'Plant-based meals from the garden.' },
  schedule: {
    general_schedule: 'Morning practice, breakfast, a walk, lunch, rest, evening meditation.',
    schedules: [{ name: 'Arrival', description: 'Check-in and opening circle.' }],
    teachers: [{ name: 'Ana Silva', description: 'Yin yoga teacher for 12 years.' }],
  },
  inclusions: { inclusions: [{ value: 'Six nights of accommodation' }], exclusions: [{ value: 'Flights' }], participant_requirements: [] },
  testimonials: { testimonials: [{ participant: 'Maria', country: 'Spain', testimonial: 'The calmest week of my year.' }] },
  'photos-and-videos': {
    hero_image_url: image(),
    promo_video_url: { fileName: 'promo.mp4', remoteFile: 'video/promo/index.m3u8', mime: 'application/vnd.apple.mpegurl', bytes: 40_000_000, durationSec: 90, segments: 18 },
    additional_images: [image(1200)],
  },
  'payment-policy': { balance_due_days: 30, first_payment_amount: 300, first_payment_due_in_days: 7, is_post_cancellation_credit_policy_enabled: false },
  faqs: { faqs: [{ question: 'Can I arrive late?', answer: 'Yes, write to {supportEmail} and we will keep your room.' }] },
  'review-and-submit': { permission_granted: true },
};

export interface RetreatRuleRow {
  rule: string;
  step: RetreatStep;
  /** Fields replaced in the valid data; `undefined` removes the field. */
  patch: Record<string, unknown>;
  pointer: string;
  /** The exact message; {provider} and {supportEmail} stand for the platform's facts. */
  message: string;
}

const venue = 'venue-and-accommodation' as const;
const optionWith = (patch: Record<string, unknown>) => ({ accommodation_options: [accommodationOption('Garden room', patch)] });
const faqAnswer = (answer: string) => ({ faqs: [{ question: 'Where is it?', answer }] });
const NO_LINKS = 'Please note that external links or references to other websites are not permitted';

export const RULES: RetreatRuleRow[] = [
  // Terms and submission requirements
  { rule: 'terms must be accepted', step: 'terms-and-conditions', patch: { terms_and_conditions_accepted_at: undefined }, pointer: '/terms_and_conditions_accepted_at', message: 'Please read and accept the terms to continue' },
  { rule: 'mandatory statements must be YES (none)', step: 'submission-requirements', patch: { retreat_submission_requirements: [] }, pointer: '/retreat_submission_requirements', message: "Retreats need to be in person and can't involve mind altering substances." },
  { rule: 'mandatory statements must be YES (in person missing)', step: 'submission-requirements', patch: { retreat_submission_requirements: ['NO_ILLEGAL_SUBSTANCES', 'HOLDS_INSURANCE'] }, pointer: '/retreat_submission_requirements', message: "Retreats need to be in person and can't involve mind altering substances." },
  { rule: 'mandatory statements must be YES (substances missing)', step: 'submission-requirements', patch: { retreat_submission_requirements: ['FULLY_IN_PERSON_EXPERIENCE'] }, pointer: '/retreat_submission_requirements', message: "Retreats need to be in person and can't involve mind altering substances." },
  { rule: 'submission requirements answered', step: 'submission-requirements', patch: { retreat_submission_requirements: undefined }, pointer: '/retreat_submission_requirements', message: "Retreats need to be in person and can't involve mind altering substances." },
  // Info
  { rule: 'title required', step: 'info', patch: { title: undefined }, pointer: '/title', message: 'Retreat name is required' },
  { rule: 'title not empty', step: 'info', patch: { title: '' }, pointer: '/title', message: 'Retreat name is required' },
  { rule: 'start date required', step: 'info', patch: { start_date: undefined }, pointer: '/start_date', message: 'Start date is required' },
  { rule: 'end date required', step: 'info', patch: { end_date: undefined }, pointer: '/end_date', message: 'End date is required' },
  { rule: 'end date after the start date', step: 'info', patch: { end_date: '2099-05-30' }, pointer: '/end_date', message: 'End date cannot be earlier than the start date' },
  { rule: 'end date not the start date', step: 'info', patch: { end_date: FAR_START }, pointer: '/end_date', message: 'End date cannot be earlier than the start date' },
  { rule: 'at least one category', step: 'info', patch: { categories: [], subcategories: [] }, pointer: '/categories', message: 'At least one category must be selected' },
  { rule: 'categories required', step: 'info', patch: { categories: undefined, subcategories: [] }, pointer: '/categories', message: 'At least one category must be selected' },
  { rule: 'at most 3 categories', step: 'info', patch: { categories: ['yoga', 'meditation', 'wellness', 'spiritual'] }, pointer: '/categories', message: 'Please do not select more than 3 categories' },
  { rule: 'language required', step: 'info', patch: { lang: undefined }, pointer: '/lang', message: 'Please select a language' },
  { rule: 'at most one co-host', step: 'info', patch: { contributors: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }] }, pointer: '/contributors', message: 'A retreat can have only one co-host' },
  // Details
  { rule: 'at least one atmosphere', step: 'details', patch: { atmospheres: [] }, pointer: '/atmospheres', message: 'Please select at least one atmosphere' },
  { rule: 'solo-friendly refused with couples', step: 'details', patch: { atmospheres: ['couples', 'solo_travelers'] }, pointer: '/atmospheres', message: 'Solo-friendly cannot be selected for pair-only retreats.' },
  { rule: 'solo-friendly refused with mother & daughter', step: 'details', patch: { atmospheres: ['mother_daughter', 'solo_travelers'] }, pointer: '/atmospheres', message: 'Solo-friendly cannot be selected for pair-only retreats.' },
  { rule: 'open to all refused with a single audience', step: 'details', patch: { atmospheres: ['open_to_all', 'women'] }, pointer: '/atmospheres', message: "'Open to all' cannot be combined with a single-audience choice." },
  { rule: 'one single-audience choice', step: 'details', patch: { atmospheres: ['women', 'men'] }, pointer: '/atmospheres', message: 'Please choose only one single-audience option.' },
  { rule: 'at least one highlight', step: 'details', patch: { highlights: [] }, pointer: '/highlights', message: 'Please add at least one highlight' },
  { rule: 'at most 20 highlights', step: 'details', patch: { highlights: Array.from({ length: 21 }, (_, i) => ({ value: `Highlight ${i + 1}` })) }, pointer: '/highlights', message: 'You can add up to 20 highlights' },
  { rule: 'highlight required', step: 'details', patch: { highlights: [{ value: '' }] }, pointer: '/highlights/0/value', message: 'Highlight is required' },
  { rule: 'highlight max 150', step: 'details', patch: { highlights: [{ value: long(151) }] }, pointer: '/highlights/0/value', message: 'Highlight should not exceed 150 characters' },
  { rule: 'details at least 10', step: 'details', patch: { details: 'Too short' }, pointer: '/details', message: 'Details should be at least 10 characters long' },
  { rule: 'details max 4000', step: 'details', patch: { details: long(4001) }, pointer: '/details', message: 'Details should not exceed 4000 characters' },
  // Venue and accommodation
  { rule: 'venue required', step: venue, patch: { retreat_venue: undefined }, pointer: '/retreat_venue', message: 'Please select a venue' },
  { rule: 'unlisted venue needs a link', step: venue, patch: { retreat_venue: { id: 'UNAVAILABLE', name: 'My venue is not listed' } }, pointer: '/retreat_venue_requested_details_link', message: 'Please provide a venue link' },
  { rule: 'venue link valid', step: venue, patch: { retreat_venue_requested_details_link: 'not a link' }, pointer: '/retreat_venue_requested_details_link', message: 'Please enter a valid website URL if provided' },
  { rule: 'a verification link', step: venue, patch: { advertisement_links: [] }, pointer: '/advertisement_links', message: 'Please enter a valid link' },
  { rule: 'verification link valid', step: venue, patch: { advertisement_links: [{ value: 'example' }] }, pointer: '/advertisement_links/0/value', message: 'Please enter a valid link' },
  { rule: 'size required', step: venue, patch: { maximum_number_of_attendees: undefined }, pointer: '/maximum_number_of_attendees', message: 'Size is required' },
  { rule: 'size at least 1', step: venue, patch: { maximum_number_of_attendees: 0, accommodation_option: 'NOT_INCLUDED', accommodation_options: [] }, pointer: '/maximum_number_of_attendees', message: 'Size must be at least 1' },
  { rule: 'size at most 200', step: venue, patch: { maximum_number_of_attendees: 201 }, pointer: '/maximum_number_of_attendees', message: 'Size cannot be more than 200' },
  { rule: 'discount at least 1%', step: venue, patch: { discounts: [{ discount_percent: 0, end_date: '2099-01-01' }] }, pointer: '/discounts/0/discount_percent', message: 'Discount must be at least 1%' },
  { rule: 'discount at most 100%', step: venue, patch: { discounts: [{ discount_percent: 101, end_date: '2099-01-01' }] }, pointer: '/discounts/0/discount_percent', message: 'Discount cannot exceed 100%' },
  { rule: 'discount needs an end date', step: venue, patch: { discounts: [{ discount_percent: 10 }] }, pointer: '/discounts/0/end_date', message: 'Please select end date when discount is entered' },
  { rule: 'end date needs a discount', step: venue, patch: { discounts: [{ end_date: '2099-01-01' }] }, pointer: '/discounts/0/discount_percent', message: 'Please enter discount percentage when end date is selected' },
  { rule: 'accommodation choice required', step: venue, patch: { accommodation_option: undefined }, pointer: '/accommodation_option', message: 'Please select an accommodation option' },
  { rule: 'accommodation description with INCLUDED', step: venue, patch: { accommodation_option: 'INCLUDED', accommodation_description: undefined }, pointer: '/accommodation_description', message: 'Please enter accommodation' },
  { rule: 'price confirmation with BOTH', step: venue, patch: { is_price_same_across_all_platforms: undefined }, pointer: '/is_price_same_across_all_platforms', message: 'Please confirm whether the price is the same across all platforms' },
  { rule: 'price per person with NOT_INCLUDED', step: venue, patch: { accommodation_option: 'NOT_INCLUDED', accommodation_options: [], no_accommodation_price_per_person: undefined }, pointer: '/no_accommodation_price_per_person', message: 'Please enter the price per person' },
  { rule: 'marketplace spots with BOTH', step: venue, patch: { [SPOTS]: undefined }, pointer: `/${SPOTS}`, message: 'Please enter the number of spots' },
  { rule: 'an accommodation option with INCLUDED', step: venue, patch: { accommodation_option: 'INCLUDED', accommodation_options: [] }, pointer: '/accommodation_options', message: 'Please add at least one accommodation option to continue.' },
  { rule: 'occupancy sum within the size', step: venue, patch: { maximum_number_of_attendees: 7 }, pointer: '/accommodation_options', message: 'Total occupancy allocated to {provider} cannot exceed overall retreat size' },
  // Accommodation option
  { rule: 'option name required', step: venue, patch: optionWith({ name: '' }), pointer: '/accommodation_options/0/name', message: 'Please enter a name' },
  { rule: 'option description required', step: venue, patch: optionWith({ description: undefined }), pointer: '/accommodation_options/0/description', message: 'Please enter a description' },
  { rule: 'option type required', step: venue, patch: optionWith({ accommodation_option_type: undefined }), pointer: '/accommodation_options/0/accommodation_option_type', message: 'Please select a room type' },
  { rule: 'option at least one image', step: venue, patch: optionWith({ image_paths: [] }), pointer: '/accommodation_options/0/image_paths', message: 'Please add at least one image' },
  { rule: 'option price not zero', step: venue, patch: optionWith({ price: 0 }), pointer: '/accommodation_options/0/price', message: 'Price cannot be zero. Please enter a valid amount greater than zero.' },
  { rule: 'option price max 80000', step: venue, patch: optionWith({ price: 80001 }), pointer: '/accommodation_options/0/price', message: 'Price cannot exceed 80000' },
  { rule: 'private room sleeps at most 2', step: venue, patch: optionWith({ maximum_occupancy_per_room: 3 }), pointer: '/accommodation_options/0/maximum_occupancy_per_room', message: 'A private room sleeps 1 or 2 guests' },
  { rule: 'shared room sleeps at least 2', step: venue, patch: optionWith({ accommodation_option_type: 'SHARED_ROOM', maximum_occupancy_per_room: 1 }), pointer: '/accommodation_options/0/maximum_occupancy_per_room', message: 'A shared room sleeps 2 to 8 guests' },
  { rule: 'rooms at least 1', step: venue, patch: optionWith({ number_of_rooms: 0 }), pointer: '/accommodation_options/0/number_of_rooms', message: 'Room must be at least 1' },
  { rule: 'private room for two needs the price for one', step: venue, patch: optionWith({ price_for_one_private_room: undefined }), pointer: '/accommodation_options/0/price_for_one_private_room', message: 'Please enter the price for one guest in this room' },
  { rule: 'price for two not below the price for one', step: venue, patch: optionWith({ price: 1000 }), pointer: '/accommodation_options/0/price', message: 'The price for two guests is lower than for one. Please kindly adjust to ensure accuracy.' },
  // Meals
  { rule: 'at least one meal', step: 'meal', patch: { meals: [] }, pointer: '/meals', message: 'Please select at least one meal' },
  { rule: "'none' stands alone", step: 'meal', patch: { meals: ['none', 'lunch'] }, pointer: '/meals', message: "'No meals included' cannot be chosen with a meal" },
  { rule: 'diets required with meals', step: 'meal', patch: { diets: [] }, pointer: '/diets', message: 'Please select at least one diet' },
  { rule: 'description required with meals', step: 'meal', patch: { meal_description: undefined }, pointer: '/meal_description', message: 'Please describe the meals' },
  // Schedule
  { rule: 'general schedule required', step: 'schedule', patch: { general_schedule: undefined }, pointer: '/general_schedule', message: 'Please describe the general schedule' },
  { rule: 'day needs a name', step: 'schedule', patch: { schedules: [{ name: '', description: 'Opening circle.' }] }, pointer: '/schedules/0/name', message: 'Please enter a title for the day' },
  { rule: 'day needs a description', step: 'schedule', patch: { schedules: [{ name: 'Arrival' }] }, pointer: '/schedules/0/description', message: 'Please describe the day' },
  { rule: 'teacher needs a name', step: 'schedule', patch: { teachers: [{ description: 'Teaches yin yoga.' }] }, pointer: '/teachers/0/name', message: "Please enter the teacher's name" },
  { rule: 'teacher needs a description', step: 'schedule', patch: { teachers: [{ name: 'Ana', description: '' }] }, pointer: '/teachers/0/description', message: 'Please describe the teacher' },
  // Inclusions
  { rule: 'at least one inclusion', step: 'inclusions', patch: { inclusions: [] }, pointer: '/inclusions', message: 'Please add at least one inclusion' },
  { rule: 'inclusion row required', step: 'inclusions', patch: { inclusions: [{ value: '' }] }, pointer: '/inclusions/0/value', message: 'Please enter an inclusion' },
  { rule: 'exclusion row required', step: 'inclusions', patch: { exclusions: [{ value: '' }] }, pointer: '/exclusions/0/value', message: 'Please enter an exclusion' },
  // Testimonials
  { rule: 'testimonial participant', step: 'testimonials', patch: { testimonials: [{ country: 'Spain', testimonial: 'Calm.' }] }, pointer: '/testimonials/0/participant', message: "Please enter the participant's name" },
  { rule: 'testimonial country', step: 'testimonials', patch: { testimonials: [{ participant: 'Maria', country: '', testimonial: 'Calm.' }] }, pointer: '/testimonials/0/country', message: "Please enter the participant's country" },
  { rule: 'testimonial text', step: 'testimonials', patch: { testimonials: [{ participant: 'Maria', country: 'Spain' }] }, pointer: '/testimonials/0/testimonial', message: 'Please enter the testimonial' },
  // Photos and videos
  { rule: 'hero image required', step: 'photos-and-videos', patch: { hero_image_url: undefined }, pointer: '/hero_image_url', message: 'Please upload a hero image' },
  { rule: 'hero image at least 1200 px', step: 'photos-and-videos', patch: { hero_image_url: image(1100) }, pointer: '/hero_image_url', message: 'Size of image should be at least 1200 x 1200 pixels' },
  { rule: 'hero image under 20 MB', step: 'photos-and-videos', patch: { hero_image_url: { ...image(), bytes: 20_000_001 } }, pointer: '/hero_image_url', message: 'Please select a file smaller than 20MB' },
  { rule: 'hero image jpeg or png', step: 'photos-and-videos', patch: { hero_image_url: { ...image(), mime: 'image/gif' } }, pointer: '/hero_image_url', message: 'Please select a jpeg or png image' },
  { rule: 'promo video at most 100 MB', step: 'photos-and-videos', patch: { promo_video_url: { fileName: 'promo.mp4', remoteFile: 'video/promo/index.m3u8', mime: 'application/vnd.apple.mpegurl', bytes: 100_000_001, durationSec: 90, segments: 18 } }, pointer: '/promo_video_url', message: 'Max allowed file size is 100MB.' },
  { rule: 'promo video at most 180 s', step: 'photos-and-videos', patch: { promo_video_url: { fileName: 'promo.mp4', remoteFile: 'video/promo/index.m3u8', mime: 'application/vnd.apple.mpegurl', bytes: 40_000_000, durationSec: 181, segments: 18 } }, pointer: '/promo_video_url', message: 'Video duration should not exceed 180 seconds.' },
  { rule: 'additional image at least 1200 px', step: 'photos-and-videos', patch: { additional_images: [image(800)] }, pointer: '/additional_images/0', message: 'Size of image should be at least 1200 x 1200 pixels' },
  // Payment terms
  { rule: 'balance due days required', step: 'payment-policy', patch: { balance_due_days: undefined }, pointer: '/balance_due_days', message: 'Please select an option' },
  { rule: 'balance due days from the options', step: 'payment-policy', patch: { balance_due_days: 45 }, pointer: '/balance_due_days', message: 'Please select an option' },
  { rule: 'first payment needs its due days', step: 'payment-policy', patch: { first_payment_due_in_days: undefined }, pointer: '/first_payment_due_in_days', message: 'Please enter the days until the first payment is due' },
  { rule: 'due days need the first payment', step: 'payment-policy', patch: { first_payment_amount: undefined }, pointer: '/first_payment_amount', message: 'Please enter the first payment amount' },
  { rule: 'credit policy text when enabled', step: 'payment-policy', patch: { is_post_cancellation_credit_policy_enabled: true, cancellation_days: 3 }, pointer: '/post_cancellation_credit_policy', message: 'Please describe the credit policy' },
  { rule: 'cancel days when enabled', step: 'payment-policy', patch: { is_post_cancellation_credit_policy_enabled: true, post_cancellation_credit_policy: 'Credit for a year.' }, pointer: '/cancellation_days', message: 'Please select how many days before guests may cancel' },
  { rule: 'cancel days from the options', step: 'payment-policy', patch: { is_post_cancellation_credit_policy_enabled: true, post_cancellation_credit_policy: 'Credit for a year.', cancellation_days: 4 }, pointer: '/cancellation_days', message: 'Please select how many days before guests may cancel' },
  // FAQs
  { rule: 'at most 10 FAQs', step: 'faqs', patch: { faqs: Array.from({ length: 11 }, (_, i) => ({ question: `Question ${i + 1}?`, answer: 'Yes.' })) }, pointer: '/faqs', message: 'You can add up to 10 FAQs' },
  { rule: 'FAQ question required', step: 'faqs', patch: { faqs: [{ answer: 'Yes.' }] }, pointer: '/faqs/0/question', message: 'Please enter the question' },
  { rule: 'FAQ answer required', step: 'faqs', patch: { faqs: [{ question: 'Parking?', answer: '' }] }, pointer: '/faqs/0/answer', message: 'Please enter the answer' },
  { rule: 'FAQ answer without links', step: 'faqs', patch: faqAnswer('See https://example.org for directions.'), pointer: '/faqs/0/answer', message: NO_LINKS },
  { rule: 'FAQ answer without domains', step: 'faqs', patch: faqAnswer('Directions are on example.org'), pointer: '/faqs/0/answer', message: NO_LINKS },
  { rule: 'FAQ answer without other e-mail addresses', step: 'faqs', patch: faqAnswer('Write to host@example.org'), pointer: '/faqs/0/answer', message: NO_LINKS },
  // Review
  { rule: 'permission box checked', step: 'review-and-submit', patch: { permission_granted: false }, pointer: '/permission_granted', message: 'Please check the box to confirm that you agree with the statement.' },
  { rule: 'permission box required', step: 'review-and-submit', patch: { permission_granted: undefined }, pointer: '/permission_granted', message: 'Please check the box to confirm that you agree with the statement.' },
];

/**
 * The atmosphere and meal choices as the publisher clicks them (spec 2 §4): the browser applies each
 * click (`after`, with its `notice`, which clears after 5 s), and the server refuses `refused` — the
 * combination the click would otherwise have made — with `message`.
 */
export interface ChoiceRow {
  rule: string;
  step: RetreatStep;
  field: string;
  /** The choice's label as the publisher reads it. */
  click: string;
  before: string[];
  after: string[];
  notice?: string;
  refused: string[];
  message: string;
}

const SOLO_OFF = "Solo-friendly has been deselected as it's not compatible with pair-only retreats.";
const SOLO_REFUSED = 'Solo-friendly cannot be selected for pair-only retreats.';
const OPEN_MIXED = "'Open to all' cannot be combined with a single-audience choice.";
const ONE_AUDIENCE = 'Please choose only one single-audience option.';
const NONE_MIXED = "'No meals included' cannot be chosen with a meal";

export const CHOICES: ChoiceRow[] = [
  { rule: 'open to all removes the single audiences', step: 'details', field: 'atmospheres', click: 'Open to all', before: ['women', 'family'], after: ['family', 'open_to_all'], refused: ['women', 'family', 'open_to_all'], message: OPEN_MIXED },
  { rule: 'a single audience removes open to all', step: 'details', field: 'atmospheres', click: 'Men only', before: ['open_to_all', 'lgbtqia'], after: ['lgbtqia', 'men'], refused: ['open_to_all', 'lgbtqia', 'men'], message: OPEN_MIXED },
  { rule: 'a single audience removes the other one', step: 'details', field: 'atmospheres', click: 'Women only', before: ['men'], after: ['women'], refused: ['men', 'women'], message: ONE_AUDIENCE },
  { rule: 'couples removes solo-friendly, with its notice', step: 'details', field: 'atmospheres', click: 'Couples', before: ['solo_travelers', 'family'], after: ['family', 'couples'], notice: SOLO_OFF, refused: ['solo_travelers', 'family', 'couples'], message: SOLO_REFUSED },
  { rule: 'mother & daughter removes solo-friendly, with its notice', step: 'details', field: 'atmospheres', click: 'Mother & daughter', before: ['solo_travelers'], after: ['mother_daughter'], notice: SOLO_OFF, refused: ['solo_travelers', 'mother_daughter'], message: SOLO_REFUSED },
  { rule: 'solo-friendly refused while a pair-only choice is made', step: 'details', field: 'atmospheres', click: 'Solo-friendly', before: ['couples'], after: ['couples'], notice: SOLO_REFUSED, refused: ['couples', 'solo_travelers'], message: SOLO_REFUSED },
  { rule: "'none' replaces the meals", step: 'meal', field: 'meals', click: 'No meals included', before: ['breakfast', 'lunch'], after: ['none'], refused: ['breakfast', 'lunch', 'none'], message: NONE_MIXED },
  { rule: "a meal removes 'none'", step: 'meal', field: 'meals', click: 'Dinner', before: ['none'], after: ['dinner'], refused: ['none', 'dinner'], message: NONE_MIXED },
];

/** The step data a row sends: the valid data with the row's patch applied. */
export function rowData(row: Pick<RetreatRuleRow, 'step' | 'patch'>): Record<string, unknown> {
  const data: Record<string, unknown> = { ...VALID[row.step], ...row.patch };
  for (const [k, v] of Object.entries(row.patch)) if (v === undefined) delete data[k];
  return data;
}

/** A message with the platform's facts filled in ('{provider}' → its name). */
export function withFacts(message: string, facts: Readonly<Record<string, string>>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => facts[name] ?? whole);
}
