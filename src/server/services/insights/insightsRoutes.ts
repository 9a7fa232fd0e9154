import type { DocData } from '../../../backend/ports';
import { seriesWindow } from '../../../domain/insights/bucketSeries';
import { displayName } from '../../../lib/format/displayName';
import { notFound } from '../../http/HttpError';
import { sendJson } from '../../http/respond';
import { Router } from '../../http/Router';
import type { ServerContext } from '../../ServerContext';
import { epochOf, readCollection } from './insightsCollections';
import { donationTiers, periodSeries, publisherRecords } from './insightsMetrics';
import { intervalParam, pageParams } from './insightsParams';

const TOP_CONTENT_SIZE = 5;

// The publisher's live library items: what the top-content table ranks and what marks a publish day.
async function publishedItems(ctx: Pick<ServerContext, 'docs'>, uid: string) {
  return (await readCollection(ctx.docs, `users/${uid}/library_items`))
    .filter((item) => item.data.status === 'PUBLISHED')
    .map(({ id, data }) => ({
      item_id: id,
      title: typeof data.title === 'string' ? data.title : '',
      item_type: data.item_type ?? data.track_type ?? null,
      play_count: Number(data.play_count) || 0,
      favorites_count: Number(data.favorites_count) || 0,
      rating_average: Number(data.rating_average) || 0,
      published_ms: epochOf(data.published_at ?? data.updated_at),
    }));
}

const followerEntry = ({ id, data }: { id: string; data: DocData }) => ({
  id,
  name: typeof data.name === 'string' ? data.name : '',
  // Spec 3 §6: generated or empty names are shown as 'Guest'; the screen words it in the reader's language.
  is_guest: displayName(typeof data.name === 'string' ? data.name : '') === 'Guest',
  followed_at: data.followed_at,
});

/**
 * The teacher dashboard's figures (spec 3 §7, issue 18): home KPIs and time series bucketed here on the
 * server, followers, donations at the publisher's 70% share, revenue and item metrics. Every call
 * reads only the caller's own records (the bearer's uid); there is no owner parameter to abuse.
 */
export function insightsRoutes(ctx: ServerContext, now: () => number = Date.now): Router {
  return new Router()
    .add('GET', '/api/v1/publishers/insights', async ({ res, url, user }) => {
      const interval = intervalParam(url, 'interval');
      const nowMs = now();
      const records = await publisherRecords(ctx.docs, user.uid);
      const followers = periodSeries(records.followerValues, interval, nowMs);
      const donations = periodSeries(records.donationShareValues, interval, nowMs);
      const shop = periodSeries(records.shopValues, interval, nowMs);
      const revenueValues = [...records.donationShareValues, ...records.shopValues];
      const revenue = periodSeries(revenueValues, interval, nowMs);
      const items = await publishedItems(ctx, user.uid);
      const { startMs, endMs } = seriesWindow(interval, nowMs);
      const publishDays = items
        .filter((i) => i.published_ms >= startMs && i.published_ms < endMs)
        .map((i) => ({ date: new Date(i.published_ms).toISOString().slice(0, 10), item_id: i.item_id, title: i.title }))
        .sort((a, b) => a.date.localeCompare(b.date));
      const topContent = items
        .sort((a, b) => b.play_count - a.play_count)
        .slice(0, TOP_CONTENT_SIZE)
        .map(({ published_ms: _published, ...item }) => item);
      sendJson(res, 200, {
        data: {
          interval,
          kpis: { followers: { ...followers.figure, total: records.followers.length }, donations_share_cents: donations.figure, shop_sales_cents: shop.figure, revenue_cents: revenue.figure },
          series: { followers: followers.series, donations_share_cents: donations.series, revenue_cents: revenue.series },
          publish_days: publishDays,
          top_content: topContent,
        },
      });
    })
    .add('GET', '/api/v1/publishers/followers', async ({ res, url, user }) => {
      const interval = intervalParam(url, 'time_period_in_days');
      const { offset, limit } = pageParams(url);
      const records = await publisherRecords(ctx.docs, user.uid);
      const { series, figure } = periodSeries(records.followerValues, interval, now());
      const newestFirst = [...records.followers].sort((a, b) => epochOf(b.data.followed_at) - epochOf(a.data.followed_at) || a.id.localeCompare(b.id));
      sendJson(res, 200, {
        data: { time_period_in_days: interval, number_of_followers: records.followers.length, period: figure, series, offset, limit, followers: newestFirst.slice(offset, offset + limit).map(followerEntry) },
      });
    })
    .add('GET', '/api/v1/donations', async ({ res, url, user }) => {
      const range = intervalParam(url, 'range');
      const nowMs = now();
      const records = await publisherRecords(ctx.docs, user.uid);
      const { series, figure } = periodSeries(records.donationShareValues, range, nowMs);
      sendJson(res, 200, { data: { range, publisher_share_cents: figure, series, ...donationTiers(records.donations, range, nowMs) } });
    })
    .add('GET', '/api/v1/publishers/revenue', async ({ res, url, user }) => {
      const interval = intervalParam(url, 'interval');
      const nowMs = now();
      const records = await publisherRecords(ctx.docs, user.uid);
      const donations = periodSeries(records.donationShareValues, interval, nowMs);
      const shop = periodSeries(records.shopValues, interval, nowMs);
      const total = periodSeries([...records.donationShareValues, ...records.shopValues], interval, nowMs);
      const { startMs, endMs } = seriesWindow(interval, nowMs);
      const byProduct = new Map<string, { shop_product_id: string; title: string; count: number; amount_cents: number }>();
      for (const { data } of records.purchases) {
        const at = epochOf(data.purchased_at);
        if (at < startMs || at >= endMs) continue;
        const id = String(data.shop_product_id);
        const entry = byProduct.get(id) ?? { shop_product_id: id, title: String(data.title ?? ''), count: 0, amount_cents: 0 };
        entry.count += 1;
        entry.amount_cents += Number(data.amount_cents) || 0;
        byProduct.set(id, entry);
      }
      sendJson(res, 200, {
        data: {
          interval,
          donations_share_cents: donations.figure,
          shop_sales_cents: shop.figure,
          revenue_cents: total.figure,
          series: { donations_share_cents: donations.series, shop_sales_cents: shop.series, revenue_cents: total.series },
          products: [...byProduct.values()].sort((a, b) => b.amount_cents - a.amount_cents),
        },
      });
    })
    .add('GET', '/api/v1/publishers/libraryitems/:id/metrics', async ({ res, params, user }) => {
      const item = await ctx.docs.get(`users/${user.uid}/library_items/${params.id!}`);
      // Another publisher's item is simply not among the caller's: 404, never its figures.
      if (!item) throw notFound('Library item not found');
      const { play_count, favorites_count, rating_average } = item.data;
      sendJson(res, 200, { data: { library_item_id: params.id, play_count: Number(play_count) || 0, favorites_count: Number(favorites_count) || 0, rating_average: Number(rating_average) || 0 } });
    });
}
