import { describe, expect, it } from 'vitest';
import { isPromoCardStale, promoCardRemaining, promoCardType, PROMO_CARD_TTL_SECONDS } from './promoCards';

describe('promo cards (spec 3 §4, §9)', () => {
  it.each([
    ['RETREAT', 'SHOP_PRODUCT'],
    ['LIVE_EVENT', 'EVENT'],
    ['COURSE', 'COURSE'],
    ['FOLLOW', 'FOLLOW'],
    ['DONATE', 'DONATE'],
  ] as const)('%s is stored as %s', (choice, type) => expect(promoCardType(choice)).toBe(type));

  it('shows for 14400 seconds, then is stale', () => {
    const card = { ttl: PROMO_CARD_TTL_SECONDS, shown_at: 1_000 };
    expect(PROMO_CARD_TTL_SECONDS).toBe(14_400);
    expect(promoCardRemaining(card, 1_000 + 60_000)).toBe(14_400_000 - 60_000);
    expect(isPromoCardStale(card, 1_000 + 14_400_000 - 1)).toBe(false);
    expect(isPromoCardStale(card, 1_000 + 14_400_000)).toBe(true);
  });
});
