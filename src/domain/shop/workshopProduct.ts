/**
 * What a workshop's payment product and price say (spec 3 §4 payment product flow), shared by the form's
 * save (browser) and the admin approval (server), so both compare the same things: the product carries
 * the title, the short description and the cover image; the price is the workshop's price in cents, USD.
 */

export interface WorkshopProductFields {
  name: string;
  description: string;
  images: string[];
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The stored path of the workshop's cover image (a media file value `{ remoteFile }`), if any. */
export function workshopImagePath(workshop: Readonly<Record<string, unknown>>): string | null {
  const remote = (workshop.image as { remoteFile?: unknown } | undefined)?.remoteFile;
  return typeof remote === 'string' && remote !== '' ? remote : null;
}

/** The product's fields as the workshop states them. */
export function workshopProductFields(workshop: Readonly<Record<string, unknown>>): WorkshopProductFields {
  const image = workshopImagePath(workshop);
  return { name: text(workshop.title), description: text(workshop.short_description), images: image ? [image] : [] };
}

/** The price in cents (spec 3 §9: USD × 100), or null when the workshop has none (a B2B promo sells by text). */
export function workshopPriceCents(workshop: Readonly<Record<string, unknown>>): number | null {
  const listed = Array.isArray(workshop.prices) ? (workshop.prices[0] as { price?: unknown } | undefined)?.price : undefined;
  if (typeof listed === 'number' && Number.isFinite(listed)) return Math.round(listed);
  return typeof workshop.price === 'number' && Number.isFinite(workshop.price) ? Math.round(workshop.price * 100) : null;
}

/** Whether the product must be updated: the title, short description or image changed (spec 3 §4). */
export function productNeedsUpdate(current: WorkshopProductFields, wanted: WorkshopProductFields): boolean {
  return current.name !== wanted.name || current.description !== wanted.description || JSON.stringify(current.images) !== JSON.stringify(wanted.images);
}
