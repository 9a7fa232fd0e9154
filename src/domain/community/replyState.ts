import type { StoredTimestamp } from '../storedTimestamp';

/** The reply fields a review and a gratitude post share (spec 3 §3). */
export interface RepliedFields {
  has_publisher_reply: boolean;
  publisher_reply: string | null;
  publisher_replied_at: StoredTimestamp | null;
}

/** Adding or editing a reply: the text, the flag and when it was (last) written. */
export function withPublisherReply<T extends object>(item: T, reply: string, now: StoredTimestamp): T & RepliedFields {
  return { ...item, has_publisher_reply: true, publisher_reply: reply.trim(), publisher_replied_at: now };
}

/** Spec 3 §4: deleting a reply resets has_publisher_reply to false (and clears the text and its time). */
export function withoutPublisherReply<T extends object>(item: T): T & RepliedFields {
  return { ...item, has_publisher_reply: false, publisher_reply: null, publisher_replied_at: null };
}
