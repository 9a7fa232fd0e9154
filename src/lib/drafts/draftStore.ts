/** What a wizard keeps locally until the server has it. */
export interface WizardDraft {
  /** The compiled wizard's version the draft was written under. */
  version: string;
  itemId: string | null;
  data: Record<string, unknown>;
  /** What the server had acknowledged when the draft was written. */
  saved: Record<string, unknown>;
  validated: string[];
  current: string;
  writtenAt: number;
}

/** Local draft storage for wizards: one entry per wizard and item ('new' before the first save). */
export interface DraftStore {
  read(wizardId: string, itemId: string | null): WizardDraft | null;
  /** Debounced write; `flush` forces pending writes out (the page calls it on pagehide). */
  write(wizardId: string, draft: WizardDraft): void;
  flush(): void;
  clear(wizardId: string, itemId: string | null): void;
}

/** The storage key of a draft. */
export const draftKey = (wizardId: string, itemId: string | null) => `wizard-draft:${wizardId}:${itemId ?? 'new'}`;

function parse(raw: string | null): WizardDraft | null {
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as WizardDraft;
    return typeof draft === 'object' && draft !== null && typeof draft.version === 'string' && typeof draft.data === 'object' ? draft : null;
  } catch {
    return null;
  }
}

/** A draft store on Web Storage, writing at most every `delayMs` per key so typing stays cheap. */
export function createDraftStore(storage: Storage, { delayMs = 150 }: { delayMs?: number } = {}): DraftStore {
  const pending = new Map<string, { draft: WizardDraft; timer: ReturnType<typeof setTimeout> }>();
  const put = (key: string, draft: WizardDraft) => {
    try {
      storage.setItem(key, JSON.stringify(draft));
    } catch {
      // A full or blocked storage must not break editing; the server save is still the source of truth.
    }
  };
  const flushKey = (key: string) => {
    const entry = pending.get(key);
    if (!entry) return;
    clearTimeout(entry.timer);
    pending.delete(key);
    put(key, entry.draft);
  };
  return {
    read: (wizardId, itemId) => {
      const key = draftKey(wizardId, itemId);
      return pending.get(key)?.draft ?? parse(storage.getItem(key));
    },
    write(wizardId, draft) {
      const key = draftKey(wizardId, draft.itemId);
      const entry = pending.get(key);
      if (entry) clearTimeout(entry.timer);
      pending.set(key, { draft, timer: setTimeout(() => flushKey(key), delayMs) });
    },
    flush() {
      for (const key of [...pending.keys()]) flushKey(key);
    },
    clear(wizardId, itemId) {
      const key = draftKey(wizardId, itemId);
      const entry = pending.get(key);
      if (entry) clearTimeout(entry.timer);
      pending.delete(key);
      storage.removeItem(key);
    },
  };
}
