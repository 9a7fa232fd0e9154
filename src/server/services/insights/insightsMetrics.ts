import type { DocData } from '../../../backend/ports';
import { bucketSeries, changePercent, seriesWindow, type DatedValue, type SeriesPoint } from '../../../domain/insights/bucketSeries';
import { DONATION_TIERS_USD, publisherShareCents, type ChartInterval } from '../../../domain/insights/insightsRules';
import type { DocumentReads } from '../../ports/documents';
import { donationsPath, epochOf, followersPath, readCollection, shopPurchasesPath } from './insightsCollections';

/** A figure over the chosen period against the period before it (KPI cards). */
export interface PeriodFigure {
  current: number;
  previous: number;
  change_percent: number | null;
}

/** The series of the period and the total of the period before, from one list of dated values. */
export function periodSeries(values: DatedValue[], interval: ChartInterval, nowMs: number): { series: SeriesPoint[]; figure: PeriodFigure } {
  const series = bucketSeries(values, interval, nowMs);
  const current = series.reduce((sum, p) => sum + p.value, 0);
  const previous = bucketSeries(values, interval, nowMs, 1).reduce((sum, p) => sum + p.value, 0);
  return { series, figure: { current, previous, change_percent: changePercent(current, previous) } };
}

/** A donation's amount in cents; amount_donated is USD as the store sends it (4.99). */
export const donationCents = (donation: DocData): number => Math.round(Number(donation.amount_donated) * 100);

const isValidDonation = (d: DocData) => d.is_purchase_valid !== false && Number.isFinite(epochOf(d.created_at)) && Number.isFinite(Number(d.amount_donated));

/** The publisher's own records, read once per call. */
export async function publisherRecords(store: DocumentReads, uid: string) {
  const followers = (await readCollection(store, followersPath(uid))).filter((f) => Number.isFinite(epochOf(f.data.followed_at)));
  const donations = (await readCollection(store, donationsPath(uid))).filter((d) => isValidDonation(d.data));
  const purchases = (await readCollection(store, shopPurchasesPath(uid))).filter((p) => Number.isFinite(epochOf(p.data.purchased_at)));
  return {
    followers,
    donations,
    purchases,
    followerValues: followers.map((f) => ({ atMs: epochOf(f.data.followed_at), value: 1 })),
    /** Donations at the publisher's 70% share, in cents. */
    donationShareValues: donations.map((d) => ({ atMs: epochOf(d.data.created_at), value: publisherShareCents(donationCents(d.data)) })),
    shopValues: purchases.map((p) => ({ atMs: epochOf(p.data.purchased_at), value: Number(p.data.amount_cents) || 0 })),
  };
}

/** Donations of the period by tier (spec 3 §9): how many and how much, gross and the publisher's share. */
export function donationTiers(donations: Array<{ data: DocData }>, interval: ChartInterval, nowMs: number) {
  const { startMs, endMs } = seriesWindow(interval, nowMs);
  const inPeriod = donations.filter((d) => epochOf(d.data.created_at) >= startMs && epochOf(d.data.created_at) < endMs);
  const tiers = DONATION_TIERS_USD.map((tier) => {
    const matching = inPeriod.filter((d) => donationCents(d.data) === Math.round(tier * 100));
    const cents = matching.reduce((sum, d) => sum + donationCents(d.data), 0);
    // Each donation's share is rounded on its own, as the series and the KPI card sum them.
    const share = matching.reduce((sum, d) => sum + publisherShareCents(donationCents(d.data)), 0);
    return { tier, count: matching.length, total_cents: cents, publisher_share_cents: share };
  });
  const gross = inPeriod.reduce((sum, d) => sum + donationCents(d.data), 0);
  return { count: inPeriod.length, total_cents: gross, tiers };
}
