import type { DocData } from '../../backend/ports';
import type { DocumentStore } from '../db/DocumentStore';

/** The store calls the wizard service uses. */
export type WizardStore = Pick<DocumentStore, 'get' | 'set' | 'delete' | 'query'>;

/** One stored item: its owner, id and document path. */
export interface ItemRef {
  uid: string;
  id: string;
  path: string;
}

/**
 * A field kept beside the item as documents of its own (course lessons), saved entry by entry through
 * its own calls and registered by the name a manifest's `sideCollections` uses. The step save validates
 * its stored entries and confirms them; a live item's revision holds a copy of them.
 */
export interface SideCollection {
  /** The live item's entries in stored shape, each with its `id`, in order. */
  listStored(store: WizardStore, item: ItemRef): Promise<DocData[]>;
  /** One stored entry as the wizard edits (and validates) it. */
  forWizard(entry: DocData): DocData;
  /** A live save of the step holding the field: what the item stores from its entries is brought up to date (totals). */
  confirm(store: WizardStore, item: ItemRef, now: Date): Promise<void>;
  /** Approval of a revision: `entries` replace the stored ones; answers the fields the item stores from them. */
  replace(store: WizardStore, item: ItemRef, entries: DocData[]): Promise<DocData>;
}
