import type { WizardFieldError } from '../../machines/wizardRules';

/** Per-field error messages with per-field subscriptions, so a new error re-renders only its field. */
export interface FieldErrorStore {
  get(pointer: string): readonly string[];
  /** Where a message shown at `pointer` is written in schemas/ (its `messageKey`), for its translation. */
  keyOf(pointer: string, message: string): string | undefined;
  subscribe(pointer: string, listener: () => void): () => void;
  set(errors: readonly WizardFieldError[]): void;
}

const NONE: readonly string[] = Object.freeze([]);

/** Creates an empty store; `set` replaces all errors and notifies only the pointers whose messages changed. */
export function createFieldErrorStore(): FieldErrorStore {
  let byPointer = new Map<string, readonly string[]>();
  let keys = new Map<string, string>();
  const listeners = new Map<string, Set<() => void>>();
  return {
    get: (pointer) => byPointer.get(pointer) ?? NONE,
    keyOf: (pointer, message) => keys.get(`${pointer}\n${message}`),
    subscribe(pointer, listener) {
      const set = listeners.get(pointer) ?? new Set();
      set.add(listener);
      listeners.set(pointer, set);
      return () => set.delete(listener);
    },
    set(errors) {
      const next = new Map<string, string[]>();
      const nextKeys = new Map<string, string>();
      for (const error of errors) {
        if (error.messageKey !== undefined) nextKeys.set(`${error.pointer}\n${error.message}`, error.messageKey);
        const list = next.get(error.pointer) ?? [];
        if (!list.includes(error.message)) list.push(error.message);
        next.set(error.pointer, list);
      }
      const previous = byPointer;
      const changed = new Set<string>();
      for (const pointer of new Set([...previous.keys(), ...next.keys()])) {
        const before = previous.get(pointer) ?? NONE;
        const after = next.get(pointer) ?? NONE;
        if (before.join('\n') !== after.join('\n')) changed.add(pointer);
      }
      keys = nextKeys;
      byPointer = new Map([...next].map(([pointer, list]) => [pointer, changed.has(pointer) ? list : previous.get(pointer)!]));
      for (const pointer of changed) listeners.get(pointer)?.forEach((listener) => listener());
    },
  };
}
