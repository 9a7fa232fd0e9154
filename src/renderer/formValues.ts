import { useCallback, useSyncExternalStore } from 'react';

/**
 * The step form's current values, for a field whose drawing depends on another field of the same step
 * (the snippet picker cuts from the audio field it names). RJSF hands a field only its own value and
 * skips re-rendering fields whose props did not change, so a field subscribes here instead.
 */
export interface FormValuesStore {
  get(): Record<string, unknown>;
  set(values: Record<string, unknown>): void;
  subscribe(listener: () => void): () => void;
}

export function createFormValuesStore(initial: Record<string, unknown>): FormValuesStore {
  let values = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => values,
    set(next) {
      values = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** What StepForm puts in RJSF's `formContext`. */
export interface StepFormContext {
  formValues?: FormValuesStore;
}

/** Another field's current value in the same step (undefined outside a StepForm or when unset). */
export function useFormValue(formContext: unknown, name: string | undefined): unknown {
  const store = (formContext as StepFormContext | undefined)?.formValues;
  // A field that names no other (every field wrapper asks, most for none) does not subscribe: a keystroke then
  // notifies only the fields that read a sibling.
  const subscribe = useCallback((listener: () => void) => (store && name ? store.subscribe(listener) : () => {}), [store, name]);
  // Stable, as in useFieldErrors: a new reader per render would schedule an effect after every render.
  const read = useCallback(() => (store && name ? store.get()[name] : undefined), [store, name]);
  return useSyncExternalStore(subscribe, read);
}
