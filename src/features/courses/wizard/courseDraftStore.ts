import type { DraftStore } from '../../../lib/drafts/draftStore';
import { wizardDraftStore } from '../../wizardPage/wizardDraftStore';

/** The course wizard's drafts: the wizard pages' shared store in this tab's localStorage. */
export function courseDraftStore(): DraftStore {
  return wizardDraftStore();
}
