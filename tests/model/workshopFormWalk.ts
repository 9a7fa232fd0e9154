import type { AccordionInput } from '../../machines/accordionWizardMachine';
import { IMAGE, VALID, VIDEO } from '../server/workshopRuleTable';
import type { StepSamples } from './wizardWalk';

/** The workshop kinds the form is walked in (the manifest's variants). */
export const WORKSHOP_KINDS = ['WORKSHOP', 'WORKSHOP_RECORDING', 'B2B_WORKSHOP_PROMO'] as const;
export type WorkshopKind = (typeof WORKSHOP_KINDS)[number];

const folder = 'publisher/uploads/marketplace/shop/products/w-1';

/** Data that makes every section of a kind valid, so Finish can succeed; the sampled fields are typed over it. */
export function workshopPreset(kind: WorkshopKind): Record<string, unknown> {
  const sections = Object.entries(VALID).filter(([step]) =>
    kind === 'B2B_WORKSHOP_PROMO' ? !['time-and-date', 'price', 'links', 'video-lessons'].includes(step) : !['duration', 'promo-price'].includes(step) && (kind === 'WORKSHOP' || step !== 'time-and-date'),
  );
  const data: Record<string, unknown> = Object.assign({}, ...sections.map(([, fields]) => fields));
  data.image = { ...IMAGE, remoteFile: `${folder}/image/original.jpeg` };
  if (data.video_lessons) data.video_lessons = [{ id: 'l-1', sort_order: 1, status: 'PENDING', title: 'Arriving', subtitle: 'Settle in and breathe', video: { ...VIDEO, remoteFile: `${folder}/video/lesson-1/index.m3u8` } }];
  return { ...data, type: kind };
}

/** What the walk types: a title into Workshop info, and a price (or a promo's price text) into Price. */
export function workshopSamples(kind: WorkshopKind): StepSamples {
  const info = { valid: { title: 'Breathing for busy people' }, invalid: { title: 'Hey' } };
  if (kind === 'B2B_WORKSHOP_PROMO') return { 'workshop-info': info, 'promo-price': { valid: { price_text: 'From $2,000 per session' }, invalid: { price_text: 'x'.repeat(201) } } };
  return { 'workshop-info': info, price: { valid: { price: 40 }, invalid: { price: 10001 } } };
}

/** A create and an edit (PENDING: Delete shown) of a kind. */
export function workshopInputs(kind: WorkshopKind): AccordionInput[] {
  const preset = workshopPreset(kind);
  return [
    { mode: 'create', itemId: 'w-new', status: null, data: preset },
    { mode: 'edit', itemId: 'w-1', status: 'PENDING', data: { ...preset, title: 'Calm at work' } },
  ];
}
