import type { DocData, DocSnapshot } from '../../../backend/ports';
import { ownUploadProblem } from '../../../domain/ownUploads';
import { accommodationImageFolder, ACCOMMODATION_OPTION_TYPE, RETREAT_ACCOMMODATIONS, RETREAT_WIZARD } from '../../../domain/retreats/retreatStorage';
import { timestampOf } from '../../../domain/storedTimestamp';
import { contextAt } from '../../../engine/validation/context/validationContext';
import { generateId } from '../../db/DocumentStore';
import { badRequest, notFound } from '../../http/HttpError';
import type { WizardStore } from '../../wizards/sideCollection';
import { ValidationRefusal } from '../../wizards/validationRefusal';
import type { WizardCatalog } from '../../wizards/wizardCatalog';
import { checkId, optionsPath } from './retreatDocs';

// What the server stores beside the option's own fields (spec 2 §3 'Accommodation option'); the wizard never sends them.
const DERIVED = ['type', 'number_of_tickets_for_sale', 'prices', 'position', 'number_of_sales', 'created_at', 'updated_at'] as const;

/** Where the accommodation options sit in the retreat wizard: the step and the field the manifest names `retreat-accommodations`. */
export function accommodationField(catalog: WizardCatalog): { stepKey: string; field: string; optionFields: string[] } {
  const manifest = catalog.manifest(RETREAT_WIZARD);
  for (const step of manifest.steps) {
    const entry = Object.entries(step.sideCollections ?? {}).find(([, name]) => name === RETREAT_ACCOMMODATIONS);
    if (!entry) continue;
    const compiled = catalog.compiled(RETREAT_WIZARD, { mode: 'edit' }).steps.find((s) => s.key === step.key);
    const list = (compiled?.schema.properties as Record<string, { items?: { properties?: Record<string, unknown> } }> | undefined)?.[entry[0]];
    return { stepKey: step.key, field: entry[0], optionFields: Object.keys(list?.items?.properties ?? {}).filter((f) => f !== 'id') };
  }
  throw new Error(`The ${RETREAT_WIZARD} wizard names no side collection "${RETREAT_ACCOMMODATIONS}"`);
}

/** The retreat's options in the order they were added. */
export async function listOptions(store: WizardStore, uid: string, retreatId: string): Promise<DocSnapshot[]> {
  return await store.query(optionsPath(uid, retreatId), { orderBy: [['position', 'asc']], limit: 1000 });
}

/** A stored option as the wizard edits it: its own fields and its id, without what the server derives. */
export function optionForWizard(entry: DocData, id: string): DocData {
  const out: DocData = { ...entry, id };
  for (const field of DERIVED) delete out[field];
  return out;
}

const numberOf = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** Tickets an option puts on sale: rooms times occupancy (spec 2 §3). */
export const ticketsOf = (option: DocData): number => numberOf(option.number_of_rooms) * numberOf(option.maximum_occupancy_per_room);

// Spec 2 §3: prices [{ currency, price, type PER_ROOM or PER_PERSON }]; a private room for two also sells to one guest.
function pricesOf(option: DocData): DocData[] {
  const prices: DocData[] = [];
  if (typeof option.price === 'number') prices.push({ currency: 'USD', price: option.price, type: 'PER_ROOM' });
  if (typeof option.price_for_one_private_room === 'number') prices.push({ currency: 'USD', price: option.price_for_one_private_room, type: 'PER_PERSON' });
  return prices;
}

// Every file an option names (its stored references, `remoteFile`) must be the owner's upload. A file's
// `url` is the address the browser was given to show it (a download path), not a stored reference.
function checkFiles(uid: string, value: unknown, field: string): void {
  if (Array.isArray(value)) {
    for (const item of value) checkFiles(uid, item, field);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      if (key !== 'remoteFile') checkFiles(uid, inner, key);
      else {
        const problem = ownUploadProblem(uid, inner, field);
        if (problem) throw badRequest(problem);
      }
    }
  }
}

/** What a save of one option needs: whose retreat, the catalog and facts for validation, the clock and zone. */
export interface OptionSave {
  store: WizardStore;
  catalog: WizardCatalog;
  uid: string;
  isAdmin: boolean;
  retreatId: string;
  retreat: DocData;
  facts?: Readonly<Record<string, string>>;
  now: Date;
  timeZone: string;
}

/**
 * Creates (an unknown or no `id`) or updates one accommodation option (PATCH …/shop-products/{id}/accommodation): only
 * the option fields of the step schema are kept, and they must pass the same compiled rules the browser
 * applies to one option (errors under the option's own pointer; the occupancy sum and 'at least one
 * option' are the step's, judged when the step is saved and on submit). Answers the stored option as the wizard edits it.
 */
export async function saveOption(save: OptionSave, body: DocData): Promise<DocData> {
  const { store, catalog, uid, retreatId } = save;
  const { stepKey, field, optionFields } = accommodationField(catalog);
  const existing = await listOptions(store, uid, retreatId);
  // A new option may bring its own id: the browser uploads its images into the option's folder before saving it.
  const id = body.id === undefined ? generateId() : checkId(body.id, 'accommodation option id');
  const stored = existing.find((o) => o.id === id);
  const option: DocData = {};
  for (const key of optionFields) if (body[key] !== undefined) option[key] = body[key];
  checkFiles(uid, option, 'image');
  const index = stored ? existing.indexOf(stored) : existing.length;
  const others = existing.map((o) => optionForWizard(o.data, o.id));
  const list = stored ? others.with(index, { ...option, id }) : [...others, { ...option, id }];
  const wizard = catalog.compiled(RETREAT_WIZARD, { mode: 'edit' });
  const item = { ...save.retreat, [field]: list };
  const context = contextAt(save.now, { timeZone: save.timeZone, status: String(save.retreat.status ?? 'DRAFT'), role: save.isAdmin ? 'admin' : 'publisher', item, facts: save.facts });
  const own = `/${field}/${index}/`;
  const errors = wizard.validateStep(stepKey, item, context).filter((e) => e.pointer.startsWith(own) || e.pointer === own.slice(0, -1));
  if (errors.length > 0) throw new ValidationRefusal(errors.map((e) => ({ ...e, pointer: `/${e.pointer.slice(own.length)}` })));
  const at = timestampOf(save.now);
  const data: DocData = {
    ...option,
    type: ACCOMMODATION_OPTION_TYPE,
    number_of_tickets_for_sale: ticketsOf(option),
    prices: pricesOf(option),
    position: stored ? stored.data.position ?? index : Math.max(-1, ...existing.map((o) => numberOf(o.data.position))) + 1,
    number_of_sales: stored?.data.number_of_sales ?? 0,
    created_at: stored?.data.created_at ?? at,
    updated_at: at,
  };
  await store.set(`${optionsPath(uid, retreatId)}/${id}`, data);
  return optionForWizard(data, id);
}

/** Deletes one option; answers the image folder to empty once the transaction is committed. 404 when it does not exist. */
export async function deleteOption(store: WizardStore, uid: string, retreatId: string, optionId: string): Promise<string> {
  const path = `${optionsPath(uid, retreatId)}/${checkId(optionId, 'accommodation option id')}`;
  const stored = await store.get(path);
  if (!stored) throw notFound('Accommodation option not found');
  if (numberOf(stored.data.number_of_sales) > 0) throw badRequest('An accommodation option that has sales cannot be deleted');
  await store.delete(path);
  return accommodationImageFolder(uid, retreatId, optionId);
}

/** GET …/shop_products/{id}/retreat/accommodation-options/stats (spec 2 §7): per option its name, id, room type and sales. */
export async function optionStats(store: WizardStore, uid: string, retreatId: string): Promise<DocData[]> {
  return (await listOptions(store, uid, retreatId)).map((o) => ({
    name: o.data.name ?? null,
    option_id: o.id,
    accommodation_option_type: o.data.accommodation_option_type ?? null,
    number_of_sales: numberOf(o.data.number_of_sales),
  }));
}

/** Rooms times occupancy over every stored option: what 'Invalid Retreat Size' compares with the retreat size. */
export async function allocatedOccupancy(store: WizardStore, uid: string, retreatId: string): Promise<number> {
  return (await listOptions(store, uid, retreatId)).reduce((sum, o) => sum + ticketsOf(o.data), 0);
}
