import type { DraftStore } from './draftStore';
import { unsavedFields } from './mergeDraft';

interface DraftContext {
  data: Record<string, unknown>;
  saved: Record<string, unknown>;
  validated: string[];
  itemId: string | null;
  current: string;
}

/**
 * Keeps a wizard's draft in step with its machine: written on every change while something is not yet
 * acknowledged by the server, removed once everything is. The first save moves a 'new' draft to the item.
 */
export function draftAutosave(store: DraftStore, wizardId: string, version: string) {
  let lastItemId: string | null | undefined;
  return (context: DraftContext) => {
    if (lastItemId !== undefined && lastItemId !== context.itemId) store.clear(wizardId, lastItemId);
    lastItemId = context.itemId;
    // Blank values a form filled in by itself are not worth keeping: nothing left to save clears the draft.
    if (unsavedFields(context.data, context.saved).length === 0) {
      store.clear(wizardId, context.itemId);
      return;
    }
    store.write(wizardId, {
      version,
      itemId: context.itemId,
      data: context.data,
      saved: context.saved,
      validated: context.validated,
      current: context.current,
      writtenAt: Date.now(),
    });
  };
}
