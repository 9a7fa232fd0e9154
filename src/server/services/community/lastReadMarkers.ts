import type { DocumentStore } from '../../db/DocumentStore';
import { LAST_READ_AREAS, lastReadField, notificationDots, type LastReadArea } from '../../../domain/community/lastRead';
import { allOf, epochOf, FORUM_POSTS, FORUMS, donationsPath, reviewsPath, settingsPath } from './communityCollections';

type Docs = Pick<DocumentStore, 'get' | 'set' | 'query'>;

/** The publisher's last-read markers (epoch ms, or null when never opened), from the private settings. */
export async function readMarkers(docs: Docs, uid: string): Promise<Record<LastReadArea, number | null>> {
  const settings = (await docs.get(settingsPath(uid)))?.data ?? {};
  const markers = {} as Record<LastReadArea, number | null>;
  for (const area of LAST_READ_AREAS) {
    const value = settings[lastReadField(area)];
    markers[area] = typeof value === 'number' ? value : null;
  }
  return markers;
}

const newestOf = (items: Array<Record<string, unknown>>) => (items.length === 0 ? null : Math.max(...items.map((item) => epochOf(item.created_at))));

/** The newest item of each area: reviews, gratitude posts, and posts in the publisher's classroom forums. */
async function newestPerArea(docs: Docs, uid: string): Promise<Record<LastReadArea, number | null>> {
  const classrooms = new Set((await allOf(docs, FORUMS)).filter((f) => f.owner_id === uid && f.kind === 'CLASSROOM').map((f) => f.id));
  const classroomPosts = classrooms.size === 0 ? [] : (await allOf(docs, FORUM_POSTS)).filter((p) => classrooms.has(String(p.forum_id)) && p.user_id !== uid);
  return { reviews: newestOf((await allOf(docs, reviewsPath(uid)))), gratitude: newestOf((await allOf(docs, donationsPath(uid)))), classroom: newestOf(classroomPosts) };
}

/**
 * Recomputes the side menu's notification dots (private settings `notification_dots`, which the shell
 * reads) from the markers: a dot wherever something arrived after the publisher last looked.
 */
export async function refreshNotificationDots(docs: Docs, uid: string): Promise<Record<string, boolean>> {
  const dots = notificationDots(await newestPerArea(docs, uid), await readMarkers(docs, uid));
  const stored = (await docs.get(settingsPath(uid)))?.data.notification_dots;
  const merged = { ...(stored && typeof stored === 'object' && !Array.isArray(stored) ? stored : {}), ...dots };
  await docs.set(settingsPath(uid), { notification_dots: merged }, true);
  return dots;
}

/** Opening an inbox moves its marker to now; the previous marker is answered, so the screen can mark what is new. */
export async function markRead(docs: Docs, uid: string, area: LastReadArea, now: number): Promise<{ previous: number | null; marker: number; dots: Record<string, boolean> }> {
  const previous = (await readMarkers(docs, uid))[area];
  await docs.set(settingsPath(uid), { [lastReadField(area)]: now }, true);
  return { previous, marker: now, dots: await refreshNotificationDots(docs, uid) };
}
