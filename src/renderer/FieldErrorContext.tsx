import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { useSchemaText } from '../lib/i18n/schema/useSchemaText';
import { createFieldErrorStore, type FieldErrorStore } from './fieldErrorStore';

/** The current step's engine errors, read field by field. */
export const FieldErrorContext = createContext<FieldErrorStore>(createFieldErrorStore());

/**
 * The engine's messages for one field (JSON pointer into the step data), in the reader's language (the
 * schemas' English swapped through the locale's overlay; a server answer already in that language
 * passes unchanged); stable until they change.
 */
export function useFieldErrors(pointer: string): readonly string[] {
  const store = useContext(FieldErrorContext);
  const subscribe = useCallback((listener: () => void) => store.subscribe(pointer, listener), [store, pointer]);
  const english = useSyncExternalStore(subscribe, () => store.get(pointer));
  const schemaText = useSchemaText();
  return useMemo(() => english.map(schemaText), [english, schemaText]);
}

/** The JSON pointer of the field being drawn, so a widget can read its own errors. */
export const FieldPointerContext = createContext('');

/** The errors of the field this widget draws (see FieldTemplate), joined for Mantine's `error` slot. */
export function useOwnFieldError(): string | undefined {
  const messages = useFieldErrors(useContext(FieldPointerContext));
  return messages.length > 0 ? messages.join(' ') : undefined;
}
