import { createDraftStore, type DraftStore } from '../../lib/drafts/draftStore';

let shared: DraftStore | null = null;

/** Every wizard page's drafts in this tab's localStorage (one store, so pending writes flush together; keys name the wizard). */
export function wizardDraftStore(): DraftStore {
  shared ??= createDraftStore(window.localStorage);
  return shared;
}
