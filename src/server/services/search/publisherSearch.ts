import type { DocData } from '../../../backend/ports';
import type { DocumentStore } from '../../db/DocumentStore';

/** Spec 2 §3 contributors: a publisher as a retreat names its co-host. */
export interface PublisherSummary {
  id: string;
  name: string;
  first_name: string;
  last_name: string;
  username: string | null;
  region: string | null;
  is_publisher: true;
  is_approved: boolean;
  has_avatar: boolean;
  milestone: string | null;
}

// The highest BMP code point: `>= text` and `< text + END` select exactly the values starting with text.
const END = '\uf8ff';
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function summaryOf(id: string, publisher: DocData, user: DocData | undefined): PublisherSummary {
  const name = text(publisher.name);
  const [first = '', ...rest] = name.split(/\s+/);
  return {
    id,
    name,
    first_name: first,
    last_name: rest.join(' '),
    username: text(publisher.username) || null,
    region: text(publisher.location) || null,
    is_publisher: true,
    is_approved: user?.isApprovedPublisher === true,
    has_avatar: typeof publisher.user_avatar_url === 'string' && publisher.user_avatar_url !== '',
    milestone: text(publisher.milestone) || null,
  };
}

/**
 * GET /publishers/search (spec 3 §7, the co-host search of spec 2 §5): publishers whose name or username
 * starts with the query (as typed, lower case or capitalised), never the caller (a retreat's co-host is
 * someone else), approved teachers only when asked. The same prefix search as the impersonation screen,
 * run on the server's store.
 */
export async function searchPublishers(store: Pick<DocumentStore, 'get' | 'query'>, callerUid: string, query: string, options: { approvedOnly: boolean; limit: number }): Promise<PublisherSummary[]> {
  const typed = query.trim();
  if (typed === '') return [];
  const prefixes = [...new Set([typed, typed.toLowerCase(), capitalise(typed.toLowerCase())])];
  const found = new Map<string, DocData>();
  for (const prefix of prefixes) {
    for (const field of ['name', 'username']) {
      // Ordered by the range's own field (then id), as Firestore serves a range from that field's index.
      for (const doc of await store.query('publishers', { where: [[field, '>=', prefix], [field, '<', prefix + END]], orderBy: [[field, 'asc']], limit: options.limit })) found.set(doc.id, doc.data);
    }
  }
  const hits = await Promise.all(
    [...found].filter(([id]) => id !== callerUid).map(async ([id, publisher]) => summaryOf(id, publisher, (await store.get(`users/${id}`))?.data)),
  );
  return hits
    .filter((hit) => !options.approvedOnly || hit.is_approved)
    .sort((a, b) => a.name.localeCompare(b.name))
    .slice(0, options.limit);
}
