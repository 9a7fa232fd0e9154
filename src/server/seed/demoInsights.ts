import type { DocData } from '../../backend/ports';
import { timestampOf } from '../../domain/storedTimestamp';
import type { DocumentStore } from '../db/DocumentStore';
import { donationsPath, followersPath, shopPurchasesPath } from '../services/insights/insightsCollections';
import { DEMO_PUBLISHER } from './demoAccounts';
import { daysFrom } from './timestamp';
import { seededRandom } from '../../lib/seededRandom';

const uid = DEMO_PUBLISHER.uid;
/** Longer than the 450-day chart, so its first months and the previous periods have data too. */
const HISTORY_DAYS = 540;
const FOLLOWERS = 1280;

const FIRST = ['Ana', 'Ben', 'Chloe', 'Dev', 'Elif', 'Femi', 'Grace', 'Hiro', 'Ines', 'Jonas', 'Kira', 'Luis', 'Maya', 'Noah', 'Olga', 'Priya', 'Rui', 'Sofia', 'Tom', 'Uma'];
const LAST = ['A.', 'B.', 'C.', 'D.', 'F.', 'K.', 'L.', 'M.', 'R.', 'S.'];
const MESSAGES = [
  'Thank you for the morning practice, it changed my week.',
  'Your voice helps me sleep every night.',
  'Grateful for these sessions.',
  'A small thank you from Berlin.',
  'The body scan helped me through a hard month.',
];
// Spec 3 §9's tiers, the small ones far more common; 9.99 is the Android large tier only.
const TIER_WEIGHTS: Array<[usd: number, weight: number]> = [
  [1.99, 40],
  [4.99, 30],
  [9.99, 8],
  [19.99, 12],
  [49.99, 6],
  [99.99, 3],
  [199.99, 1],
];

function pickTier(r: number): number {
  const total = TIER_WEIGHTS.reduce((s, [, w]) => s + w, 0);
  let left = r * total;
  for (const [usd, weight] of TIER_WEIGHTS) {
    if (left < weight) return usd;
    left -= weight;
  }
  return TIER_WEIGHTS[0]![0];
}

// Newer days weigh more: the demo publisher is growing.
const ageInDays = (r: number) => HISTORY_DAYS * (1 - Math.sqrt(r));

/**
 * The demo publisher's teacher-dashboard records (issue 18): 1280 followers over a year and a half,
 * about 600 donations (gratitude posts) across the tiers, and sales of the seeded shop products since
 * each was created. Reads the shop products from `docs`, so it runs after the workshop seed.
 */
export async function demoInsights(docs: DocumentStore, now: Date): Promise<Record<string, DocData>> {
  const random = seededRandom(18);
  const documents: Record<string, DocData> = {};
  const name = (i: number) => (i % 23 === 0 ? `user_${1000 + i}` : i % 31 === 0 ? '' : `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]}`);

  for (let i = 0; i < FOLLOWERS; i++) {
    const at = daysFrom(now, -ageInDays(random()));
    documents[`${followersPath(uid)}/follower-${String(i).padStart(4, '0')}`] = { user_id: `member-${i}`, name: name(i), followed_at: timestampOf(at) };
  }

  for (let day = 0; day < HISTORY_DAYS; day++) {
    // One to two donations a day on average, more in recent months.
    const expected = 0.6 + 1.2 * (1 - day / HISTORY_DAYS);
    const count = Math.floor(expected + random());
    for (let n = 0; n < count; n++) {
      const i = day * 3 + n;
      const usd = pickTier(random());
      const platform = usd === 9.99 ? 'ANDROID' : (['IOS', 'ANDROID', 'WEB'] as const)[Math.floor(random() * 3)]!;
      const at = new Date(now.getTime() - day * 86_400_000 - Math.floor(random() * 86_400_000));
      const replied = day > 20 && random() < 0.4;
      documents[`${donationsPath(uid)}/donation-${String(i).padStart(5, '0')}`] = {
        is_purchase_valid: true,
        created_at: timestampOf(at),
        amount_donated: usd,
        purchase_metadata: { type: 'DONATION', platform },
        message: MESSAGES[i % MESSAGES.length],
        user: { id: `member-${i % FOLLOWERS}`, name: name(i) },
        has_publisher_reply: replied,
        publisher_reply: replied ? 'Thank you so much for your kindness.' : null,
        publisher_replied_at: replied ? timestampOf(new Date(at.getTime() + 86_400_000)) : null,
      };
    }
  }

  const products = await docs.query(`users/${uid}/shop_products`, { limit: 1000 });
  for (const product of products) {
    const cents = (product.data.prices as Array<{ price?: unknown }> | undefined)?.[0]?.price;
    const created = (product.data.created_at as { epoch?: number } | undefined)?.epoch;
    if (typeof cents !== 'number' || cents <= 0 || typeof created !== 'number' || product.data.status === 'DELETED') continue;
    const days = Math.max(1, Math.floor((now.getTime() - created) / 86_400_000));
    const sales = 3 + Math.floor(random() * 12);
    for (let n = 0; n < sales; n++) {
      const at = new Date(created + Math.floor(random() * days * 86_400_000));
      documents[`${shopPurchasesPath(uid)}/${product.id}-sale-${n}`] = {
        shop_product_id: product.id,
        title: product.data.title ?? '',
        amount_cents: cents,
        currency: 'usd',
        purchased_at: timestampOf(at),
      };
    }
  }
  return documents;
}
