import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { createFieldErrorStore, type FieldErrorStore } from './fieldErrorStore';

/** The current step's engine errors, read field by field. */
export const FieldErrorContext = createContext<FieldErrorStore>(createFieldErrorStore());

/** The engine's messages for one field (JSON pointer into the step data); stable until they change. */
export function useFieldErrors(pointer: string): readonly string[] {
  const store = useContext(FieldErrorContext);
  const subscribe = useCallback((listener: () => void) => store.subscribe(pointer, listener), [store, pointer]);
  return useSyncExternalStore(subscribe, () => store.get(pointer));
}

/** The JSON pointer of the field being drawn, so a widget can read its own errors. */
export const FieldPointerContext = createContext('');

/** The errors of the field this widget draws (see FieldTemplate), joined for Mantine's `error` slot. */
export function useOwnFieldError(): string | undefined {
  const messages = useFieldErrors(useContext(FieldPointerContext));
  return messages.length > 0 ? messages.join(' ') : undefined;
}
