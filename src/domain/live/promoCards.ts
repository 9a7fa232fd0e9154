// Spec 3 §4, §9: promo cards posted during a live session. Shared by the host screen and the server.

/** spec 3 §9: a posted card shows for 14400 seconds. */
export const PROMO_CARD_TTL_SECONDS = 14_400;

/** What the host picks (issue 17: a retreat, course, live event, follow or donate card). */
export const PROMO_CARD_CHOICES = ['RETREAT', 'COURSE', 'LIVE_EVENT', 'FOLLOW', 'DONATE'] as const;
export type PromoCardChoice = (typeof PROMO_CARD_CHOICES)[number];

/** The types the events service stores: RETREAT becomes SHOP_PRODUCT, LIVE_EVENT becomes EVENT (spec 3 §4). */
export const PROMO_CARD_TYPES = ['SHOP_PRODUCT', 'COURSE', 'EVENT', 'FOLLOW', 'DONATE'] as const;
export type PromoCardType = (typeof PROMO_CARD_TYPES)[number];

const MAPPED: Record<PromoCardChoice, PromoCardType> = {
  RETREAT: 'SHOP_PRODUCT',
  COURSE: 'COURSE',
  LIVE_EVENT: 'EVENT',
  FOLLOW: 'FOLLOW',
  DONATE: 'DONATE',
};

/** The stored type of a picked card. */
export const promoCardType = (choice: PromoCardChoice): PromoCardType => MAPPED[choice];

/** Cards that point at an item need its id; follow and donate cards point at the host. */
export const needsItem = (choice: PromoCardChoice) => choice === 'RETREAT' || choice === 'COURSE' || choice === 'LIVE_EVENT';

/** A card as remembered locally per event: when it was shown and for how long. */
export interface ShownPromoCard {
  id: string;
  occurrence_id: string;
  type: PromoCardType;
  item_id: string;
  ttl: number;
  shown_at: number;
  /** The shown item's title (cards that point at an item). */
  title?: string;
}

/** Milliseconds left before the card goes stale (0 when stale). */
export const promoCardRemaining = (card: Pick<ShownPromoCard, 'ttl' | 'shown_at'>, now: number) => Math.max(0, card.shown_at + card.ttl * 1000 - now);

/** A card past its ttl is stale: it is hidden, with the hide call. */
export const isPromoCardStale = (card: Pick<ShownPromoCard, 'ttl' | 'shown_at'>, now: number) => promoCardRemaining(card, now) === 0;

/**
 * The items a card may show are the host's own, live ones (the picker lists them, the events service
 * refuses any other item_id): a retreat or workshop (SHOP_PRODUCT) that is APPROVED, a course that is
 * PUBLISHED, another live event of the host's that is APPROVED and not over.
 */
export const PROMO_ITEM_STATUS = { retreat: 'APPROVED', workshop: 'APPROVED', course: 'PUBLISHED', event: 'APPROVED' } as const;

/** Where a SHOP_PRODUCT or COURSE card's item of `uid` is stored: retreats first, then shop products (workshops). */
export function promoItemPaths(type: PromoCardType, uid: string, itemId: string): Array<{ kind: 'retreat' | 'workshop' | 'course'; path: string }> {
  if (type === 'SHOP_PRODUCT') return [{ kind: 'retreat', path: `users/${uid}/retreats/${itemId}` }, { kind: 'workshop', path: `users/${uid}/shop_products/${itemId}` }];
  if (type === 'COURSE') return [{ kind: 'course', path: `users/${uid}/library_items/${itemId}` }];
  return [];
}

/** Whether a stored item may be shown on a card of its kind (its status; a course must be a course). */
export function isShowableItem(kind: 'retreat' | 'workshop' | 'course', data: Record<string, unknown>): boolean {
  if (kind === 'course') return data.item_type === 'COURSES' && data.status === PROMO_ITEM_STATUS.course;
  return data.status === PROMO_ITEM_STATUS[kind];
}

/** Whether another live event of the host's may be shown on an EVENT card. */
export const isShowableEvent = (event: { status: string; has_ended: boolean }, currentEventId: string, id: string) =>
  id !== currentEventId && event.status === PROMO_ITEM_STATUS.event && !event.has_ended;
