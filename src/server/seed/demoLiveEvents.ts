import type { DocumentStore } from '../db/DocumentStore';
import { liveEventsStore } from '../services/events/liveEventsStore';
import { DEMO_PUBLISHER } from './demoAccounts';

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const host = { uid: DEMO_PUBLISHER.uid, isAdmin: false };

const base = { description: 'A calm session together.', language_code: 'en', tags: ['calm'], duration_mins: 15, content_type: 'GUIDED', type: 'LIVE_STREAM' };

/**
 * The demo publisher's live events (issue 17 item 6): a past one that was hosted and ended, an upcoming
 * one next week, and one starting within the hour. Made through the store the events service uses.
 */
export async function demoLiveEvents(docs: DocumentStore, now: Date): Promise<void> {
  const at = now.getTime();
  const past = await liveEventsStore(docs, () => at - 3 * DAY).create(host, { ...base, title: 'Morning Stillness', start_date: at - 3 * DAY });
  const stored = liveEventsStore(docs, () => at - 3 * DAY + MIN);
  const occurrence = (await stored.own(host, past.id)).next_occurrences[0]!;
  await stored.occurrenceAction(host, past.id, occurrence.id, 'START_SESSION');
  await liveEventsStore(docs, () => at - 3 * DAY + 20 * MIN).occurrenceAction(host, past.id, occurrence.id, 'END_SESSION');
  const events = liveEventsStore(docs, () => at);
  await events.create(host, { ...base, title: 'Evening Breath', start_date: at + 7 * DAY, duration_mins: 30, content_type: 'TALK' });
  await events.create(host, { ...base, title: 'Lunchtime Calm', start_date: at + 40 * MIN, type: 'AUDIO_STREAM', content_type: 'MUSIC' });
}
