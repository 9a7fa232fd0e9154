import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { useKeyedSchemaText } from '../lib/i18n/schema/useSchemaText';
import { createFieldErrorStore, type FieldErrorStore } from './fieldErrorStore';

/** The current step's engine errors, read field by field. */
export const FieldErrorContext = createContext<FieldErrorStore>(createFieldErrorStore());

/**
 * The engine's messages for one field (JSON pointer into the step data), in the reader's language: each
 * schema message by where it is written (its FieldError's `messageKey`, so a message shared through
 * `$ref` is translated once), by its English when it has no key; a server answer already in that
 * language passes unchanged. Stable until they change.
 */
export function useFieldErrors(pointer: string): readonly string[] {
  const store = useContext(FieldErrorContext);
  const subscribe = useCallback((listener: () => void) => store.subscribe(pointer, listener), [store, pointer]);
  const english = useSyncExternalStore(subscribe, () => store.get(pointer));
  const schemaText = useKeyedSchemaText();
  return useMemo(() => english.map((message) => schemaText(store.keyOf(pointer, message), message)), [english, schemaText, store, pointer]);
}

/** The JSON pointer of the field being drawn, so a widget can read its own errors. */
export const FieldPointerContext = createContext('');

/** The errors of the field this widget draws (see FieldTemplate), joined for Mantine's `error` slot. */
export function useOwnFieldError(): string | undefined {
  const messages = useFieldErrors(useContext(FieldPointerContext));
  return messages.length > 0 ? messages.join(' ') : undefined;
}
