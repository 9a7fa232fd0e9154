import { createDraftStore, type DraftStore } from '../../../lib/drafts/draftStore';

let shared: DraftStore | null = null;

/** The course wizard's drafts in this tab's localStorage (one store, so pending writes flush together). */
export function courseDraftStore(): DraftStore {
  shared ??= createDraftStore(window.localStorage);
  return shared;
}
