import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { CompiledWizard } from '../../src/engine/compiledWizard';
import { itemListOptions, type ItemListOptions } from '../../src/renderer/fields/itemList/itemListOptions';
import { fieldLabel } from './wizardExecutors';
import type { WizardHarness } from './wizardHarness';

type Item = Record<string, unknown>;
type PropertySchema = Record<string, unknown> & { title?: string; properties?: Record<string, PropertySchema>; items?: PropertySchema; $ref?: string };

/** An item-list field of a step (`x-ui.widget: "itemList"`): its options and the item fields a user types. */
export interface ItemListField {
  options: ItemListOptions;
  /** Item field name → its title (the label in the editor); hidden, id and position fields are left out. */
  typed: Map<string, string>;
}

/** Reads an item-list field from the compiled step schema, or null when the field is not one. */
export function itemListField(wizard: CompiledWizard, stepKey: string, name: string): ItemListField | null {
  const schema = wizard.steps.find((s) => s.key === stepKey)?.schema as PropertySchema | undefined;
  const field = schema?.properties?.[name];
  const ui = field?.['x-ui'] as { widget?: string; options?: Record<string, unknown> } | undefined;
  if (!field || ui?.widget !== 'itemList') return null;
  const options = itemListOptions({ 'ui:options': (ui.options ?? {}) as never }, field as never);
  // Local references only ('#/$defs/day'): the step schema is the document they point into.
  const resolve = (node: PropertySchema | undefined): PropertySchema | undefined =>
    node?.$ref?.startsWith('#/') ? resolve(node.$ref.slice(2).split('/').reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], schema) as PropertySchema) : node;
  const item = resolve(field.items);
  const typed = new Map<string, string>();
  for (const [key, property] of Object.entries(item?.properties ?? {})) {
    const widget = (property['x-ui'] as { widget?: string } | undefined)?.widget;
    if (widget === 'hidden' || key === options.idField || key === options.positionField) continue;
    typed.set(key, property.title ?? key);
  }
  return { options, typed };
}

const itemList = (value: unknown): Item[] => (Array.isArray(value) ? (value as Item[]) : []);

const listNow = (harness: WizardHarness, name: string) => itemList(harness.snapshot().context.data[name]);
const sameTyped = (list: ItemListField, a: Item | undefined, b: Item) =>
  [...list.typed.keys()].every((key) => String(a?.[key] ?? '') === String(b[key] ?? ''));

/** Opens the editor (Add, or Edit on row `index`), types the item's fields, saves, and waits for it to close. */
export async function editItem(harness: WizardHarness, user: UserEvent, name: string, list: ItemListField, index: number, item: Item) {
  const { itemName, addLabel, saveLabel } = list.options;
  const adding = index >= listNow(harness, name).length;
  await user.click(screen.getByRole('button', { name: adding ? addLabel : `Edit ${itemName} ${index + 1}` }));
  const editor = await screen.findByRole('dialog', { name: `${itemName} ${index + 1}` });
  for (const [key, title] of list.typed) {
    const input = within(editor).getByLabelText(fieldLabel(title));
    const text = item[key] === undefined ? '' : String(item[key]);
    if ((input as HTMLInputElement).value === text) continue;
    await user.clear(input);
    if (text !== '') {
      await user.click(input);
      await user.paste(text);
    }
  }
  await user.click(within(editor).getByRole('button', { name: saveLabel }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: `${itemName} ${index + 1}` })).toBeNull());
}

/** Deletes row `index` and answers its confirmation. */
export async function deleteItem(harness: WizardHarness, user: UserEvent, name: string, list: ItemListField, index: number) {
  const { itemName, confirmDelete } = list.options;
  const before = listNow(harness, name).length;
  await user.click(screen.getByRole('button', { name: `Delete ${itemName} ${index + 1}` }));
  await user.click(within(await screen.findByRole('dialog', { name: confirmDelete.title })).getByRole('button', { name: confirmDelete.confirm }));
  await waitFor(() => expect(listNow(harness, name)).toHaveLength(before - 1));
}

/**
 * An item list reaches the target list as a user gets there: surplus rows deleted from the end (each
 * confirmed), changed rows edited, missing rows added, each through the item editor. A target equal to
 * the list still sends a change (its last row opened and saved as it is), as typing the same text does.
 * Rows are compared by the fields a user types; ids and positions are the list's (or its collection's) to set.
 */
export async function fillItemList(harness: WizardHarness, user: UserEvent, name: string, list: ItemListField, target: Item[]) {
  let changed = listNow(harness, name).length > target.length;
  for (let i = listNow(harness, name).length - 1; i >= target.length; i--) await deleteItem(harness, user, name, list, i);
  for (let i = 0; i < target.length; i++) {
    const current = listNow(harness, name);
    if (i < current.length && sameTyped(list, current[i], target[i]!)) continue;
    await editItem(harness, user, name, list, i, target[i]!);
    changed = true;
  }
  if (!changed && target.length > 0) await editItem(harness, user, name, list, target.length - 1, target[target.length - 1]!);
  await waitFor(() => expect(listNow(harness, name).map((item, i) => sameTyped(list, item, target[i] ?? {}))).toEqual(target.map(() => true)));
}

