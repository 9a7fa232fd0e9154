import type { DocData } from '../../backend/ports';
import { durationInDays } from '../../domain/retreats/retreatHooks';
import { ACCOMMODATION_OPTION_TYPE, retreatUploadFolder, RETREAT_PRODUCT_TYPE } from '../../domain/retreats/retreatStorage';
import type { DocumentStore } from '../db/DocumentStore';
import { paymentStore } from '../services/payment/paymentStore';
import { VENUE_CATALOGUE } from '../services/search/venueCatalogue';
import { DEMO_PUBLISHER } from './demoAccounts';
import { seedImageSet, type SeedFile } from './seedFiles';
import { daysFrom, timestamp } from './timestamp';

const uid = DEMO_PUBLISHER.uid;
const day = (date: Date) => date.toISOString().slice(0, 10);
const venueIn = (city: string) => VENUE_CATALOGUE.find((v) => v.region.city === city)!;

/** Two publishers without accounts, so the co-host search finds someone besides the demo publisher. */
export const DEMO_CO_HOSTS: Record<string, DocData> = {
  'publishers/demo-cohost-ana': { id: 'demo-cohost-ana', name: 'Ana Ribeiro', username: 'ana.ribeiro', location: 'Porto, Portugal', user_avatar_url: null },
  'publishers/demo-cohost-quinta': { id: 'demo-cohost-quinta', name: 'Quinta da Serra Retreat Centre', username: 'quinta.da.serra', location: 'Sintra, Portugal', user_avatar_url: null },
  'users/demo-cohost-ana': { ref_id: 'demo-cohost-ana', name: 'Ana Ribeiro', username: 'ana.ribeiro', isApprovedPublisher: true },
  'users/demo-cohost-quinta': { ref_id: 'demo-cohost-quinta', name: 'Quinta da Serra Retreat Centre', username: 'quinta.da.serra', isApprovedPublisher: false },
};

// The first steps of a retreat, as the wizard saves them (spec 2 §3 field names).
function firstSteps(title: string, start: Date, length: number, accepted: Date): DocData {
  const end = daysFrom(start, length - 1);
  return {
    terms_and_conditions_accepted_at: accepted.toISOString(),
    retreat_submission_requirements: ['FULLY_IN_PERSON_EXPERIENCE', 'NO_ILLEGAL_SUBSTANCES', 'PREVIOUSLY_HOSTED_RETREATS'],
    title,
    start_date: day(start),
    end_date: day(end),
    retreat_duration_in_days: durationInDays(day(start), day(end)),
    categories: ['yoga', 'meditation'],
    subcategories: ['yin_yoga', 'mindfulness'],
    lang: { iso_639_1: 'en', name: 'English' },
    atmospheres: ['open_to_all', 'solo_travelers'],
    highlights: [{ value: 'Sunrise meditation by the water' }, { value: 'Daily yin yoga' }, { value: 'A silent morning walk' }],
    details: 'Days of slow practice, good food and quiet walks, for people who want to rest properly and leave with a practice they can keep at home.',
  };
}

// The remaining steps of a complete retreat.
function laterSteps(city: string, hero: DocData, size: number): DocData {
  const venue = venueIn(city);
  return {
    retreat_venue: venue,
    advertisement_links: [{ value: 'https://example.org/retreats' }],
    maximum_number_of_attendees: size,
    accommodation_option: 'INCLUDED',
    accommodation_description: 'Rooms in the main house and garden cabins, all with their own bathroom.',
    is_price_same_across_all_platforms: 1,
    discounts: [],
    meals: ['breakfast', 'lunch', 'dinner'],
    diets: ['vegetarian', 'vegan'],
    meal_description: 'Plant-based meals cooked from the garden and the local market.',
    general_schedule: 'Morning meditation and yoga, breakfast, a walk or free time, lunch, rest, an afternoon session and evening meditation.',
    schedules: [{ name: 'Arrival', description: 'Check-in from 3 pm, opening circle and dinner.' }],
    teachers: [{ name: 'Demo Teacher', description: 'Meditation teacher for fifteen years, trained in MBSR and yoga nidra.' }],
    inclusions: [{ value: 'All nights of accommodation' }, { value: 'Three meals a day' }, { value: 'All sessions' }],
    exclusions: [{ value: 'Flights' }],
    participant_requirements: [],
    testimonials: [{ participant: 'Marta', country: 'Spain', testimonial: 'The calmest week of my year.' }],
    hero_image_url: hero,
    additional_images: [],
    balance_due_days: 30,
    is_post_cancellation_credit_policy_enabled: false,
    faqs: [{ question: 'Can I arrive a day late?', answer: 'Yes, tell us when you book and we will keep your room.' }],
  };
}

function option(name: string, type: 'PRIVATE_ROOM' | 'SHARED_ROOM', rooms: number, occupancy: number, price: number, image: DocData, sales: number, position: number, at: Date): DocData {
  const priceForOne = type === 'PRIVATE_ROOM' && occupancy === 2 ? Math.round(price * 0.7) : undefined;
  return {
    name,
    description: type === 'PRIVATE_ROOM' ? 'A quiet room facing the garden.' : 'A bright shared room with single beds.',
    accommodation_option_type: type,
    maximum_occupancy_per_room: occupancy,
    number_of_rooms: rooms,
    price,
    ...(priceForOne ? { price_for_one_private_room: priceForOne } : {}),
    image_paths: [image],
    type: ACCOMMODATION_OPTION_TYPE,
    number_of_tickets_for_sale: rooms * occupancy,
    prices: [{ currency: 'USD', price, type: 'PER_ROOM' }, ...(priceForOne ? [{ currency: 'USD', price: priceForOne, type: 'PER_PERSON' }] : [])],
    position,
    number_of_sales: sales,
    created_at: timestamp(at),
    updated_at: timestamp(at),
  };
}

/**
 * The demo publisher's three retreats (issue 12 part 5): a half-filled DRAFT (four steps done), a PENDING
 * one waiting for review, and an APPROVED one with sales (a publisher opening it is sent to the list, an
 * admin may edit it). The submitted two have a payment product with a custom-amount price, made in the
 * embedded payment store as a submit makes them; their hero and room images are seeded files.
 */
export async function demoRetreats(docs: Pick<DocumentStore, 'get' | 'set' | 'query'>, now: Date): Promise<{ documents: Record<string, DocData>; files: SeedFile[] }> {
  const files: SeedFile[] = [];
  const documents: Record<string, DocData> = { ...DEMO_CO_HOSTS };
  const payments = paymentStore(docs);
  const owner = { uid, isAdmin: false };
  const images = (id: string, folder: string, top: number[], bottom: number[]) => {
    const set = seedImageSet(`${retreatUploadFolder(uid, id)}/${folder}`, top, bottom);
    files.push(...set.files);
    return set.value;
  };
  const submitted = async (id: string, item: DocData) => {
    const product = await payments.createProduct(owner, { name: String(item.title), description: String(item.details), images: [] }, false);
    const price = await payments.createPrice(owner, { product: product.id, nickname: String(item.title), custom_unit_amount: { minimum: null, maximum: null, preset: null } }, false);
    return { ...item, stripe_refs: { product_id: product.id, price_id: price.id }, submitted_at: timestamp(daysFrom(now, -3)) };
  };
  const base = (at: Date) => ({ product_type: RETREAT_PRODUCT_TYPE, created_at: timestamp(at), updated_at: timestamp(at) });

  const draftAt = daysFrom(now, -2);
  documents[`users/${uid}/retreats/retreat-draft`] = { ...base(draftAt), ...firstSteps('Autumn Stillness Weekend', daysFrom(now, 75), 3, draftAt), status: 'DRAFT' };

  const pendingAt = daysFrom(now, -10);
  const pendingHero = images('retreat-pending', 'hero', [46, 98, 120], [220, 236, 230]);
  const pending = { ...base(pendingAt), ...firstSteps('Silent Forest Retreat', daysFrom(now, 120), 6, pendingAt), ...laterSteps('Sintra', pendingHero, 12), permission_granted: true, status: 'PENDING', number_of_sales: 0 };
  documents[`users/${uid}/retreats/retreat-pending`] = await submitted('retreat-pending', pending);
  const pendingRoom = images('retreat-pending', `accommodations/garden-room`, [120, 150, 90], [240, 240, 220]);
  documents[`users/${uid}/retreats/retreat-pending/accommodation_options/garden-room`] = option('Garden room', 'PRIVATE_ROOM', 4, 2, 1800, pendingRoom, 0, 0, pendingAt);

  const approvedAt = daysFrom(now, -60);
  const approvedHero = images('retreat-approved', 'hero', [200, 120, 60], [250, 230, 200]);
  const approved = { ...base(approvedAt), ...firstSteps('Ocean Breath Yoga Week', daysFrom(now, 45), 7, approvedAt), ...laterSteps('Aljezur', approvedHero, 16), permission_granted: true, status: 'APPROVED', number_of_sales: 5 };
  documents[`users/${uid}/retreats/retreat-approved`] = await submitted('retreat-approved', approved);
  const sea = images('retreat-approved', 'accommodations/sea-view', [60, 120, 200], [230, 240, 250]);
  const shared = images('retreat-approved', 'accommodations/shared-loft', [150, 110, 80], [245, 235, 220]);
  documents[`users/${uid}/retreats/retreat-approved/accommodation_options/sea-view`] = option('Sea view room', 'PRIVATE_ROOM', 4, 2, 2400, sea, 3, 0, approvedAt);
  documents[`users/${uid}/retreats/retreat-approved/accommodation_options/shared-loft`] = option('Shared loft', 'SHARED_ROOM', 1, 4, 1400, shared, 2, 1, approvedAt);
  return { documents, files };
}
