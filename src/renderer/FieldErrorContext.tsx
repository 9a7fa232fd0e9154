import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { KeyedSchemaTranslator } from '../lib/i18n/schema/schemaTextTranslator';
import { useKeyedSchemaText } from '../lib/i18n/schema/useSchemaText';
import { createFieldErrorStore, type FieldErrorStore } from './fieldErrorStore';

/** The current step's engine errors, read field by field. */
export const FieldErrorContext = createContext<FieldErrorStore>(createFieldErrorStore());

const english: KeyedSchemaTranslator = (_key, shown) => shown;

/**
 * The form's translator of schema text, which the step form provides once (it reads it for its own texts): each
 * field's messages are translated with it, instead of every field reading the language and the loaded schema files
 * itself (a subscription and an effect per field). English outside a step form.
 */
export const FieldTextContext = createContext<KeyedSchemaTranslator>(english);

/** Field messages in the reader's language for fields drawn outside a step form (a page's own upload beside the form). */
export function FieldTextProvider({ children }: { children: ReactNode }) {
  return <FieldTextContext.Provider value={useKeyedSchemaText()}>{children}</FieldTextContext.Provider>;
}

/**
 * The engine's messages for one field (JSON pointer into the step data), in the reader's language: each
 * schema message by where it is written (its FieldError's `messageKey`, so a message shared through
 * `$ref` is translated once), by its English when it has no key; a server answer already in that
 * language passes unchanged. Stable until they change.
 */
export function useFieldErrors(pointer: string): readonly string[] {
  const store = useContext(FieldErrorContext);
  const subscribe = useCallback((listener: () => void) => store.subscribe(pointer, listener), [store, pointer]);
  // A stable snapshot reader: a new one per render would make React schedule an effect after every render of the field.
  const read = useCallback(() => store.get(pointer), [store, pointer]);
  const english = useSyncExternalStore(subscribe, read);
  const schemaText = useContext(FieldTextContext);
  return useMemo(() => english.map((message) => schemaText(store.keyOf(pointer, message), message)), [english, schemaText, store, pointer]);
}

/**
 * The JSON pointer of the field being drawn, for a widget that RJSF's own field draws (a yes/no box through
 * BooleanField): a widget that SchemaField draws directly is handed its pointer as the `fieldPointer` prop
 * instead, and its field wrapper then provides no context (one provider fewer per field).
 */
export const FieldPointerContext = createContext('');

/** A field's JSON pointer from its RJSF path ('' for the step itself). */
export const pointerOf = (path: readonly (string | number)[]) => (path.length ? `/${path.join('/')}` : '');

/** The pointer a widget draws errors for: the `fieldPointer` SchemaField handed it, else the wrapper's context. */
export function useFieldPointer(given: unknown): string {
  const provided = useContext(FieldPointerContext);
  return typeof given === 'string' ? given : provided;
}

/**
 * A field's messages for an `error` slot (Mantine's, or the light input frame's): none, the one message, or
 * one block line per message, so several read as separate lines on screen and as 'A B' in the control's
 * accessible description (block elements are separated by a space there, not run together).
 */
export function errorLines(messages: readonly string[]): ReactNode {
  if (messages.length === 0) return undefined;
  if (messages.length === 1) return messages[0];
  return messages.map((message, i) => (
    <span key={i} className="wizard-error-line" style={{ display: 'block' }}>
      {message}
    </span>
  ));
}

/**
 * The errors of the field this widget draws (see FieldTemplate), as lines for its `error` slot: pass the widget's
 * `fieldPointer` prop (absent when RJSF's own field draws the widget, then the wrapper's context says it).
 */
export function useOwnFieldError(fieldPointer?: unknown): ReactNode {
  return errorLines(useFieldErrors(useFieldPointer(fieldPointer)));
}
