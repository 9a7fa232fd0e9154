import type { DocumentsPort } from '../../backend/ports';

/** A publisher as the impersonation search lists it. */
export interface PublisherHit {
  id: string;
  name: string;
  username: string | null;
  isApproved: boolean;
}

/** Spec 1 §2 and §9: search starts at 3 typed characters, after a 1000 ms pause. */
export const SEARCH_MIN_CHARS = 3;
export const SEARCH_DEBOUNCE_MS = 1000;
const LIMIT = 20;
// The highest BMP code point: `>= text` and `< text + END` select exactly the values starting with text.
const END = '\uf8ff';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Publishers whose name or username starts with the text (as typed, lower case or capitalised),
 * approved teachers only or all. Runs on the documents port, so it works on both adapters.
 */
export async function searchPublishers(documents: DocumentsPort, text: string, approvedOnly: boolean): Promise<PublisherHit[]> {
  const typed = text.trim();
  if (typed.length < SEARCH_MIN_CHARS) return [];
  const variants = [...new Set([typed, typed.toLowerCase(), capitalise(typed.toLowerCase())])];
  const queries = variants.flatMap((prefix) =>
    ['name', 'username'].map((field) =>
      documents.query('publishers', { where: [[field, '>=', prefix], [field, '<', prefix + END]], limit: LIMIT }).catch(() => []),
    ),
  );
  const byId = new Map<string, { name: string; username: string | null }>();
  for (const docs of await Promise.all(queries)) {
    for (const doc of docs) {
      const username = typeof doc.data.username === 'string' ? doc.data.username : null;
      byId.set(doc.id, { name: typeof doc.data.name === 'string' ? doc.data.name : '', username });
    }
  }
  const hits = await Promise.all(
    [...byId].slice(0, LIMIT).map(async ([id, hit]) => {
      const user = await documents.get(`users/${id}`).catch(() => null);
      return { id, ...hit, isApproved: user?.data.isApprovedPublisher === true };
    }),
  );
  return hits.filter((hit) => !approvedOnly || hit.isApproved);
}
