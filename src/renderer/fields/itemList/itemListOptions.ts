import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { itemResetsOf, type ItemReset } from './itemResets';
import { translate } from '../../../lib/i18n';
import { activeLocale } from '../../../lib/i18n/activateLocale';

/** What the list does in restricted mode (a live item): actions it refuses and item fields it locks. */
export interface RestrictedLocks {
  add: boolean;
  remove: boolean;
  reorder: boolean;
  /** Item fields (top-level names) shown read-only in the editor. */
  readOnlyFields: string[];
  /** Shown when hovering a locked field. */
  hint?: string;
}

/** The texts of the delete confirmation; `{n}` is the item's number. */
export interface DeleteConfirmation {
  title: string;
  message: string;
  confirm: string;
  cancel: string;
}

/** An item list's settings, from its `x-ui.options` and its schema (see `itemList` in schemas/meta/step.schema.json). */
export interface ItemListOptions {
  /** Names one item: the editor is titled '{itemName} {n}', row buttons 'Edit {itemName} {n}'. */
  itemName: string;
  addLabel: string;
  saveLabel: string;
  cancelLabel: string;
  emptyText?: string;
  /** Row texts: `{n}` is the number, `{field}` or `{field.sub}` an item value, `{field:clock}` seconds as mm:ss, `{field:date}` an ISO day in the reader's language. */
  summary: { title: string; subtitle?: string; untitled: string };
  confirmDelete: DeleteConfirmation;
  firstItemFixed: boolean;
  idField: string;
  /** Item field holding the item's 1-based position; written on every change of order, sent on reorder. */
  positionField?: string;
  minItems?: number;
  maxItems?: number;
  /** Why Add is disabled at `maxItems`: the option, else the schema's `errorMessage.maxItems`. */
  maxItemsReason: string;
  restricted: RestrictedLocks;
  /** `undefined`: saved with the step (inline); a name: saved item by item through that registered collection. */
  collection?: string;
  /** Shown when a collection call fails. */
  saveFailed: string;
  /** Why nothing can be added to a collection before the item the wizard edits was first saved. */
  needsSavedItem: string;
  /** Fields an editor sets when another field changes (`x-ui.options.resets`). */
  resets: ItemReset[];
}

type Raw = Record<string, unknown>;
const text = (value: unknown, fallback: string) => (typeof value === 'string' && value !== '' ? value : fallback);
const record = (value: unknown): Raw => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Raw) : {});
const strings = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

// Cached per uiSchema object: StepForm derives one per mount, so options are read once per form.
const cache = new WeakMap<object, ItemListOptions>();

/** Reads an item list's options (with their defaults) from its uiSchema and schema. */
export function itemListOptions(uiSchema: UiSchema | undefined, schema: RJSFSchema): ItemListOptions {
  const key = uiSchema ?? schema;
  const known = cache.get(key);
  if (known) return known;
  const raw = record(uiSchema?.['ui:options']);
  const itemName = text(raw.itemName, translate('itemList.defaultItemName'));
  // 'Add lesson': a noun inside a sentence is written in lower case, except in German.
  const inSentence = activeLocale() === 'de' ? itemName : itemName.toLocaleLowerCase(activeLocale() ?? 'en');
  const summary = record(raw.summary);
  const confirm = record(raw.confirmDelete);
  const restricted = record(raw.restricted);
  const locks = new Set(strings(restricted.locks));
  const save = record(raw.save);
  const messages = record(schema.errorMessage);
  const options: ItemListOptions = {
    itemName,
    addLabel: text(raw.addLabel, translate('itemList.add', { item: inSentence })),
    saveLabel: text(raw.saveLabel, translate('itemList.save', { item: inSentence })),
    cancelLabel: text(raw.cancelLabel, translate('common.cancel')),
    ...(typeof raw.emptyText === 'string' ? { emptyText: raw.emptyText } : {}),
    summary: {
      title: text(summary.title, translate('itemList.numbered', { item: itemName, n: '{n}' })),
      ...(typeof summary.subtitle === 'string' ? { subtitle: summary.subtitle } : {}),
      untitled: text(summary.untitled, translate('itemList.untitled')),
    },
    confirmDelete: {
      title: text(confirm.title, translate('itemList.deleteTitle', { item: itemName })),
      message: text(confirm.message, translate('itemList.deleteMessage', { item: itemName, n: '{n}' })),
      confirm: text(confirm.confirm, translate('common.delete')),
      cancel: text(confirm.cancel, translate('common.cancel')),
    },
    firstItemFixed: raw.firstItemFixed === true,
    idField: text(raw.idField, 'id'),
    ...(typeof raw.positionField === 'string' ? { positionField: raw.positionField } : {}),
    ...(typeof schema.minItems === 'number' ? { minItems: schema.minItems } : {}),
    ...(typeof schema.maxItems === 'number' ? { maxItems: schema.maxItems } : {}),
    maxItemsReason: text(raw.maxItemsReason, text(messages.maxItems, translate('itemList.maxItems', { max: String(schema.maxItems) }))),
    restricted: {
      add: locks.has('add'),
      remove: locks.has('delete'),
      reorder: locks.has('reorder'),
      readOnlyFields: strings(restricted.readOnlyFields),
      ...(typeof restricted.hint === 'string' ? { hint: restricted.hint } : {}),
    },
    ...(typeof save.collection === 'string' ? { collection: save.collection } : {}),
    saveFailed: text(raw.saveFailed, translate('itemList.saveFailed')),
    needsSavedItem: text(raw.needsSavedItem, translate('itemList.needsSavedItem')),
    resets: itemResetsOf(raw.resets),
  };
  cache.set(key, options);
  return options;
}
