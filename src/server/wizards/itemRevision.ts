import type { DocData } from '../../backend/ports';
import { timestampOf } from '../../domain/storedTimestamp';
import type { ItemRef, SideCollection, WizardStore } from './sideCollection';

/** Where the one pending revision of a live item lives, beside its side collections. */
export const revisionPath = (itemPath: string): string => `${itemPath}/revisions/pending`;

/**
 * The edits of a live item waiting to go live: every field the wizard edits (as the item stores them) in
 * `fields`, and each side collection's full list of entries (as stored, with id) under its field name.
 */
export interface ItemRevision {
  fields: DocData;
  collections: Record<string, DocData[]>;
  /** The live document's updated_at when the revision was started. */
  base_updated_at: unknown;
  updated_at: unknown;
}

/** An item as an edit sees it: its document and side collections with the revision applied, if one exists. */
export interface WorkingCopy {
  document: DocData;
  collections: Record<string, DocData[]>;
  revision: ItemRevision | null;
}

/** What revisions of a wizard's items hold: its editable fields and its side collections by field. */
export interface RevisionLayout {
  editable: readonly string[];
  collections: Readonly<Record<string, SideCollection>>;
}

const isRecord = (value: unknown): value is DocData => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The server-owned field of an item that names the edit folders (`…/{itemId}/edits/{stamp}/`) holding files
 * its live version shows, written when a revision goes live. The files API keeps such files by reading the
 * documents (src/server/files/publishedFileGuard.ts); storage.rules, which cannot search a document, keeps
 * them by this list (docs/parity.md row 16).
 */
export const LIVE_EDIT_STAMPS = 'live_edit_stamps';

/** The stamps of the item's edit folders that the values name (file paths at any depth). */
export function editStampsShown(itemId: string, values: unknown[]): string[] {
  const marker = `/${itemId}/edits/`;
  const stamps = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      const at = value.indexOf(marker);
      if (at < 0) return;
      const [stamp, ...file] = value.slice(at + marker.length).split('/');
      if (stamp && file.length > 0) stamps.add(stamp);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (isRecord(value)) Object.values(value).forEach(visit);
  };
  values.forEach(visit);
  return [...stamps].sort();
}

/** The stored revision of an item, or null. */
export async function readRevision(store: WizardStore, itemPath: string, layout: RevisionLayout): Promise<ItemRevision | null> {
  const doc = await store.get(revisionPath(itemPath));
  if (!doc) return null;
  const { fields, base_updated_at = null, updated_at = null } = doc.data;
  const collections: Record<string, DocData[]> = {};
  for (const field of Object.keys(layout.collections)) {
    const entries = doc.data[field];
    collections[field] = Array.isArray(entries) ? entries.filter(isRecord) : [];
  }
  return { fields: isRecord(fields) ? fields : {}, collections, base_updated_at, updated_at };
}

/** The document with the revision's edited fields in place of the live ones (a field the revision lacks is absent). */
export function withRevision(document: DocData, revision: ItemRevision | null, editable: readonly string[]): DocData {
  if (!revision) return document;
  const out: DocData = { ...document };
  for (const field of editable) {
    delete out[field];
    if (revision.fields[field] !== undefined) out[field] = revision.fields[field];
  }
  return out;
}

/**
 * The item as the next edit continues from it: the revision over the live version, or the live version.
 * `collectionFields` names the side collections the caller reads (default: all); the others are left out
 * of `collections`, so an edit that uses none does not list them.
 */
export async function workingCopy(store: WizardStore, item: ItemRef, document: DocData, layout: RevisionLayout, collectionFields: readonly string[] = Object.keys(layout.collections)): Promise<WorkingCopy> {
  const revision = await readRevision(store, item.path, layout);
  const collections: Record<string, DocData[]> = {};
  for (const field of collectionFields) {
    const collection = layout.collections[field];
    if (collection) collections[field] = revision?.collections[field] ?? (await collection.listStored(store, item));
  }
  return { document: withRevision(document, revision, layout.editable), collections, revision };
}

/** Stores the edited state of a live item as its pending revision; the live document and collections are not touched. */
export async function writeRevision(store: WizardStore, itemPath: string, live: DocData, edited: WorkingCopy, layout: RevisionLayout, now: Date): Promise<void> {
  const fields: DocData = {};
  for (const field of layout.editable) if (edited.document[field] !== undefined) fields[field] = edited.document[field];
  const base_updated_at = edited.revision ? edited.revision.base_updated_at : (live.updated_at ?? null);
  await store.set(revisionPath(itemPath), { fields, ...edited.collections, base_updated_at, updated_at: timestampOf(now) });
}

/**
 * Makes the revision the item's content: its fields replace the edited fields of the document, its
 * entries replace each side collection (with what the item stores from them), the item lists the edit
 * folders its files are now in (LIVE_EDIT_STAMPS), and the revision is deleted. No revision: nothing
 * changes. Runs inside the caller's transaction.
 */
export async function applyRevision(store: WizardStore, item: ItemRef, layout: RevisionLayout): Promise<void> {
  const revision = await readRevision(store, item.path, layout);
  if (!revision) return;
  const document = (await store.get(item.path))?.data ?? {};
  const derived: DocData = {};
  for (const [field, collection] of Object.entries(layout.collections)) Object.assign(derived, await collection.replace(store, item, revision.collections[field] ?? []));
  const live = { ...withRevision(document, revision, layout.editable), ...derived };
  live[LIVE_EDIT_STAMPS] = editStampsShown(item.id, [live, ...Object.values(revision.collections)]);
  await store.set(item.path, live);
  await store.delete(revisionPath(item.path));
}
