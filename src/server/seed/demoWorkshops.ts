import type { DocData } from '../../backend/ports';
import { workshopFolder } from '../../domain/workshops/workshopFiles';
import { timestampOf } from '../../domain/storedTimestamp';
import type { DocumentStore } from '../db/DocumentStore';
import { eventsStore } from '../services/events/eventsStore';
import { paymentStore } from '../services/payment/paymentStore';
import { promoCodeEntry } from '../services/payment/shopProductRoutes';
import { DEMO_PUBLISHER } from './demoAccounts';
import { seedImageSet, type SeedFile } from './seedFiles';
import { seedHlsVideo } from './seedHlsVideo';
import { daysFrom } from './timestamp';

const uid = DEMO_PUBLISHER.uid;
const owner = { uid, isAdmin: false };
const path = (id: string) => `users/${uid}/shop_products/${id}`;
const ymd = (date: Date) => date.toISOString().slice(0, 10);

// A lesson video as the HLS uploader stores it: a real playlist and segments in the lesson's own folder.
const lessonVideo = (id: string, n: number) => seedHlsVideo(`${workshopFolder(uid, id)}/video/lesson-${n}`, `lesson-${n}.mp4`);

const common = (now: Date) => ({
  lang: { iso_639_1: 'en', name: 'English' },
  content_type: 'GUIDED',
  benefits: ['stress'],
  practices: ['breathwork'],
  origins: ['buddhism'],
  categories: ['meditationpractice'],
  hashtags: [],
  created_at: timestampOf(daysFrom(now, -10)),
  updated_at: timestampOf(daysFrom(now, -2)),
});

/**
 * The demo publisher's shop (issue 13 item 10): an approved workshop with its event (two dates), payment
 * product, price and a promo code; an approved recording with two video lessons; a B2B promo waiting for
 * review. Payment objects and the event are made through the same stores the services use, inside the
 * seed's transaction.
 */
export async function demoWorkshops(docs: DocumentStore, now: Date): Promise<{ documents: Record<string, DocData>; files: SeedFile[] }> {
  const payments = paymentStore(docs, () => now.getTime());
  const events = eventsStore(docs, () => now.getTime());
  const files: SeedFile[] = [];
  const documents: Record<string, DocData> = {};

  // Workshop: two mornings two weeks ahead, $25, 20% off with BREATHE20.
  const workshopId = 'demo-workshop-breathwork';
  const workshopImage = seedImageSet(`${workshopFolder(uid, workshopId)}/image`, [233, 240, 250], [64, 96, 160]);
  files.push(...workshopImage.files);
  const days = [daysFrom(now, 14), daysFrom(now, 15)];
  const title = 'Breathwork Basics: Two Calm Mornings';
  const product = await payments.createProduct(owner, { name: title, description: 'Learn three simple breathing patterns in two live mornings.', images: [workshopImage.value.remoteFile as string] }, true);
  const price = await payments.createPrice(owner, { product: product.id, unit_amount: 2500, nickname: title }, true);
  const start = (day: Date) => Date.parse(`${ymd(day)}T09:00:00Z`);
  const event = await events.create(owner, {
    title,
    description: 'Live on Zoom.',
    language_code: 'en',
    start_date: start(days[0]!),
    end_date: null,
    tags: ['breathwork'],
    duration_mins: 90,
    content_type: 'GUIDED',
    type: 'ZOOM',
    shop_product_id: workshopId,
    occurrences: days.map((day) => ({ start_date: start(day), end_date: start(day) + 90 * 60_000 })),
  });
  const coupon = await payments.createCoupon(owner, { percent_off: 20, max_redemptions: 50, products: [product.id] }, true);
  const code = await payments.createPromotionCode(owner, { coupon: coupon.id, code: 'BREATHE20', max_redemptions: 50 }, true);
  documents[path(workshopId)] = {
    ...common(now),
    type: 'WORKSHOP',
    status: 'APPROVED',
    title,
    short_description: 'Learn three simple breathing patterns in two live mornings.',
    description: 'Two live mornings on Zoom. We practise box breathing, the physiological sigh and coherent breathing, with time for questions after each session.',
    price: 25,
    prices: [{ price: 2500, currency: 'USD' }],
    maximum_number_of_attendees: 30,
    date_mode: 'MULTI_DAY',
    dates: days.map((day) => ({ date: ymd(day), start_time: '09:00', end_time: '10:30' })),
    url: 'https://zoom.us/j/5550100200',
    event_type: 'ZOOM',
    image: workshopImage.value,
    event_id: event.id,
    stripe_refs: { product_id: product.id, price_id: price.id },
    promo_codes: [promoCodeEntry(code)],
  };

  // Recording: two video lessons, $15.
  const recordingId = 'demo-recording-sleep';
  const recordingImage = seedImageSet(`${workshopFolder(uid, recordingId)}/image`, [236, 232, 250], [70, 60, 130]);
  files.push(...recordingImage.files);
  const recordingTitle = 'Sleep Well: Evening Wind-Down (Recording)';
  const recordingProduct = await payments.createProduct(owner, { name: recordingTitle, description: 'A recorded workshop on winding down for sleep.', images: [recordingImage.value.remoteFile as string] }, true);
  const recordingPrice = await payments.createPrice(owner, { product: recordingProduct.id, unit_amount: 1500, nickname: recordingTitle }, true);
  const lessons = [lessonVideo(recordingId, 1), lessonVideo(recordingId, 2)];
  files.push(...lessons.flatMap((lesson) => lesson.files));
  documents[path(recordingId)] = {
    ...common(now),
    type: 'WORKSHOP_RECORDING',
    status: 'APPROVED',
    title: recordingTitle,
    short_description: 'A recorded workshop on winding down for sleep.',
    description: 'Two short video lessons: a body scan for the evening and a breathing practice for falling asleep.',
    price: 15,
    prices: [{ price: 1500, currency: 'USD' }],
    image: recordingImage.value,
    video_lessons: [
      { id: 'lesson-body-scan', title: 'Evening body scan', subtitle: 'Release the day from head to toe.', video: lessons[0]!.value, status: 'APPROVED', sort_order: 1 },
      { id: 'lesson-sleep-breath', title: 'Breathing into sleep', subtitle: 'A slow 4-7-8 practice for bedtime.', video: lessons[1]!.value, status: 'APPROVED', sort_order: 2 },
    ],
    stripe_refs: { product_id: recordingProduct.id, price_id: recordingPrice.id },
  };

  // B2B promo: sold by its price text, no payment product; pending review.
  const promoId = 'demo-promo-focus';
  const promoImage = seedImageSet(`${workshopFolder(uid, promoId)}/image`, [240, 246, 236], [60, 120, 80]);
  files.push(...promoImage.files);
  documents[path(promoId)] = {
    ...common(now),
    type: 'B2B_WORKSHOP_PROMO',
    status: 'PENDING',
    title: 'Focus at Work: A Lunch and Learn',
    short_description: 'A 60-minute session on attention and breaks for teams.',
    description: 'A practical lunch-time session for teams: how attention works, three two-minute practices and how to build breaks into the working day.',
    content_type: 'TALK',
    categories: ['meditationpractice'],
    origins: ['buddhism'],
    practices: ['mindfulness'],
    price_text: 'From $1,500 per session',
    duration_in_mins: 60,
    duration_text: '60 minutes with a Q&A',
    event_type: 'ZOOM_OR_IN_PERSON',
    promo_type: 'LUNCH_AND_LEARN',
    image: promoImage.value,
  };
  // Each product keeps its own id (the workshop manifest's storage.idField), as the step save stores it.
  for (const [docPath, data] of Object.entries(documents)) data.id = docPath.slice(docPath.lastIndexOf('/') + 1);
  return { documents, files };
}
