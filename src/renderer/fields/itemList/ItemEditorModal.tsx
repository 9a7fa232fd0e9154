import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { FieldPathId, FieldProps, Registry, RJSFSchema, UiSchema } from '@rjsf/utils';
import type { ComponentType, RefObject } from 'react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { FieldError } from '../../../engine/validation/fieldError';
import { useT } from '../../../lib/i18n/useT';
import { afterNextPaint } from '../../afterNextPaint';
import { ConfirmDialog } from '../../ConfirmDialog';
import { FieldErrorContext } from '../../FieldErrorContext';
import { createFieldErrorStore } from '../../fieldErrorStore';
import { revealFirstError } from '../../revealFirstError';
import type { Item } from './ItemCollections';
import { applyItemResets, type ItemReset } from './itemResets';
import { setAtPath } from './setAtPath';

interface ItemEditorModalProps {
  title: string;
  /** The item as it is (undefined for a new one). */
  item: Item | undefined;
  /** The list's item schema and the editor's uiSchema (see itemEditorUi). */
  schema: RJSFSchema;
  uiSchema: UiSchema;
  /** The form's registry: the item is drawn by the same fields, widgets and templates as the step. */
  registry: Registry;
  /** Prefix of the editor's input ids, unique on the page. */
  idPrefix: string;
  saveLabel: string;
  cancelLabel: string;
  /** The item's errors, pointers relative to the item ('/title'). */
  validate(item: Item): FieldError[];
  /** Stores the item; a rejection keeps the editor open with its message, or its field errors at their fields. */
  onSave(item: Item): Promise<void>;
  onClose(): void;
  /** Fields set when another changes (the list's `resets` option). */
  resets?: readonly ItemReset[];
}

const NO_ERRORS = {};
const ignore = () => {};

// What the publisher typed, compared without what an untouched field holds ('' , [], {}, undefined):
// opening an item and clearing what one typed is no change.
function typed(value: unknown): unknown {
  if (Array.isArray(value)) {
    const list = value.map(typed);
    return list.every((entry) => entry === undefined) ? undefined : list;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).flatMap(([key, entry]) => {
      const kept = typed(entry);
      return kept === undefined ? [] : [[key, kept] as const];
    });
    return entries.length === 0 ? undefined : Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));
  }
  return value === '' || value === null ? undefined : value;
}
const sameItem = (a: Item, b: Item) => JSON.stringify(typed(a) ?? null) === JSON.stringify(typed(b) ?? null);

const FIELD = 'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), [tabindex="0"]';

/**
 * Once the editor is open, the focus goes to its first field (Mantine's focus trap gives it to the first
 * tabbable element, the header's close button). Fields drawn a little later (a lazy widget) are waited for,
 * a few frames at most; a focus the publisher already moved into the form is left alone.
 */
function useFocusFirstField(body: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    let cancel = () => {};
    let tries = 0;
    const attempt = () => {
      const form = body.current;
      const first = form?.querySelector<HTMLElement>(FIELD);
      if (form && first) {
        if (!form.contains(document.activeElement)) first.focus();
        return;
      }
      tries += 1;
      if (tries < 30) cancel = afterNextPaint(attempt);
    };
    cancel = afterNextPaint(attempt);
    return () => cancel();
  }, [body]);
}

/**
 * The editor is unmounted when it closes, so Mantine cannot give the focus back: it would fall to <body>
 * (a dead stop for the keyboard). Once it is gone, the control that opened it ('Edit Lesson 1', 'Add
 * lesson') gets the focus again, if it is still on the page and nothing else took the focus.
 */
function useReturnFocusOnClose() {
  const [opener] = useState(() => (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)));
  useEffect(
    () => () => {
      setTimeout(() => {
        const active = document.activeElement;
        if (opener?.isConnected && (!active || active === document.body)) opener.focus();
      }, 0);
    },
    [opener],
  );
}

/**
 * The full-screen editor of one item: the item schema drawn with the step's own SchemaField, validated
 * with the step's messages when Save is pressed; it closes only once the item is valid and stored.
 * Closing it (Cancel, the close button, Escape) with typed changes asks first whether to discard them.
 */
export function ItemEditorModal({ title, item, schema, uiSchema, registry, idPrefix, saveLabel, cancelLabel, validate, onSave, onClose, resets = [] }: ItemEditorModalProps) {
  const [draft, setDraft] = useState<Item>(() => item ?? {});
  // RJSF may report several changes before the next render: each applies to the latest draft.
  const latest = useRef(draft);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const body = useRef<HTMLDivElement>(null);
  useFocusFirstField(body);
  useReturnFocusOnClose();
  const t = useT();
  const errors = useMemo(() => createFieldErrorStore(), []);
  // The editor's ids must not meet the step's own: its fields get their own prefix.
  const itemRegistry = useMemo<Registry>(() => ({ ...registry, globalFormOptions: { ...registry.globalFormOptions, idPrefix } }), [registry, idPrefix]);
  const root = useMemo<FieldPathId>(() => ({ $id: idPrefix, path: [] }), [idPrefix]);
  const SchemaField = registry.fields.SchemaField as ComponentType<FieldProps>;

  const change = (value: unknown, path: readonly (string | number)[] = []) => {
    const next = applyItemResets(latest.current, setAtPath(latest.current, path, value) as Item, resets);
    latest.current = next;
    setDraft(next);
    // Once a save was tried, errors follow every edit so a fixed field clears at once.
    if (tried) errors.set(validate(next));
  };
  const save = async () => {
    const found = validate(latest.current);
    setTried(true);
    errors.set(found);
    // As after a failed Save & Next: the first invalid field gets the focus and comes into view.
    if (found.length > 0) return void afterNextPaint(() => revealFirstError(body.current, null));
    setSaving(true);
    setFailure(null);
    try {
      await onSave(latest.current);
    } catch (error) {
      const fieldErrors = (error as { errors?: FieldError[] }).errors;
      if (Array.isArray(fieldErrors) && fieldErrors.length > 0) errors.set(fieldErrors);
      setFailure(error instanceof Error ? error.message : String(error));
      setSaving(false);
    }
  };
  const close = () => {
    if (saving) return;
    if (sameItem(latest.current, item ?? {})) onClose();
    else setAsking(true);
  };
  return (
    <Modal opened fullScreen onClose={close} closeOnEscape={!asking} title={title}>
      <FieldErrorContext.Provider value={errors}>
        <Stack maw={900} className="wizard-item-editor" ref={body}>
          <SchemaField
            name=""
            schema={schema}
            uiSchema={uiSchema}
            formData={draft}
            errorSchema={NO_ERRORS}
            fieldPathId={root}
            registry={itemRegistry}
            required={false}
            disabled={false}
            readonly={saving}
            onChange={change}
            onBlur={ignore}
            onFocus={ignore}
          />
          {failure ? <Alert color="red" role="alert" title={failure} /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={saving}>
              {cancelLabel}
            </Button>
            <Button onClick={() => void save()} loading={saving}>
              {saveLabel}
            </Button>
          </Group>
        </Stack>
      </FieldErrorContext.Provider>
      <ConfirmDialog
        opened={asking}
        title={t('wizard.list.discardTitle')}
        confirmLabel={t('wizard.list.discard')}
        cancelLabel={t('wizard.list.keepEditing')}
        onConfirm={() => {
          setAsking(false);
          onClose();
        }}
        onCancel={() => setAsking(false)}
      />
    </Modal>
  );
}
