import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { dragAccessibility } from '../../dragAccessibility';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { FieldProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../ConfirmDialog';
import { useStepContext } from '../../StepContext';
import { itemEditorUi } from './itemEditorUi';
import { ItemEditorModal } from './ItemEditorModal';
import { useItemCollection, type Item } from './ItemCollections';
import { itemListOptions } from './itemListOptions';
import { useFormat } from '../../../lib/format/useFormat';
import { itemSummary, numbered } from './itemSummary';
import { ItemRowErrors } from './ItemRowErrors';
import { SortableItemRow } from './SortableItemRow';
import { newItemKey, useRowKeys } from './useRowKeys';
import { useItemListActions } from './useItemListActions';
import { validateItemWith } from './validateItem';

/** Spec 1 §9: a drag starts after the pointer moved 8 px, so clicks on the row's buttons stay clicks. */
export const DRAG_ACTIVATION_DISTANCE = 8;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * `x-ui.widget: "itemList"`: a list of objects edited one at a time in a full-screen editor drawn from the
 * item schema. Add, edit, delete (confirmed), reorder by drag and drop or keyboard, `maxItems`, a fixed
 * first row, row summaries, restricted-mode locks and how items are saved all come from the schema's
 * `x-ui.options` (see schemas/meta/step.schema.json). `disabled` (a read-only wizard) shows the list only.
 */
export function ItemListField({ formData, onChange, fieldPathId, schema, uiSchema, registry, disabled }: FieldProps) {
  const { locale } = useFormat();
  const options = itemListOptions(uiSchema, schema);
  const step = useStepContext();
  const collection = useItemCollection(options.collection);
  const items = useMemo(() => (Array.isArray(formData) ? (formData as Item[]) : []), [formData]);
  const keys = useRowKeys(items, options.idField);
  const [editing, setEditing] = useState<{ index: number; key: string } | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const actions = useItemListActions({
    items,
    keys,
    options,
    collection,
    ownerId: step?.itemId() ?? null,
    onChange: (next) => onChange(next, fieldPathId.path),
  });
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_ACTIVATION_DISTANCE } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const locks = step?.restricted ? options.restricted : null;
  const shown = !disabled;
  const waitsForOwner = options.collection !== undefined && !step?.itemId();
  const atMax = options.maxItems !== undefined && items.length >= options.maxItems;
  const canReorder = shown && !locks?.reorder && items.length > 1;
  const titleOf = (index: number) => itemSummary(options.summary.title, items[index] ?? {}, index + 1, options.summary.untitled, locale) ?? '';
  const nameOf = (index: number) => `${options.itemName} ${index + 1}`;
  const indexOfKey = (key: string | number) => keys.current.indexOf(String(key));
  const listName = String(schema.title ?? options.itemName);
  // Errors about a stored row's fields are keyed by their pointer in the step data.
  const listPointer = `/${fieldPathId.path.join('/')}`;
  const itemFields = Object.keys(((schema.items ?? {}) as { properties?: Record<string, unknown> }).properties ?? {});

  const run = (work: Promise<void>) => work.then(() => setFailure(null), (error: unknown) => setFailure(message(error) || options.saveFailed));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = indexOfKey(active.id);
    const to = indexOfKey(over.id);
    if (from >= 0 && to >= 0) void run(actions.move(from, to));
  };
  // Read aloud while moving with the keyboard: rows by their summaries and positions, not by internal keys.
  // Taken as drawn: the drop's announcement comes after the move already changed the keys.
  const order = [...keys.current];
  const titles = new Map(order.map((key, index) => [key, titleOf(index)]));
  const accessibility = dragAccessibility(order, (key) => titles.get(key) ?? '');

  const itemSchema = schema.items as RJSFSchema;
  const editorUi = editing ? itemEditorUi((uiSchema?.items ?? {}) as UiSchema, editing.key, locks?.readOnlyFields ?? [], locks?.hint) : null;
  // The item as checked on Save: the collection's `checked` form when it has one, else as it will be saved.
  const checked = (item: Item) => (collection?.checked ? collection.checked(item) : actions.prepare(item));
  const validate = (index: number) => (item: Item) => validateItemWith(step, fieldPathId.path, items, index, checked(item));
  const addReason = waitsForOwner ? options.needsSavedItem : atMax ? options.maxItemsReason : null;
  const reasonId = `${fieldPathId.$id}__add-reason`;
  return (
    <Stack gap="sm">
      {items.length === 0 && options.emptyText ? <Text c="dimmed">{options.emptyText}</Text> : null}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={accessibility}>
        <SortableContext items={keys.current} strategy={verticalListSortingStrategy}>
          <Stack gap="xs" role="list" aria-label={listName}>
            {items.map((item, index) => (
              <SortableItemRow
                key={keys.current[index]}
                id={keys.current[index]!}
                index={index}
                name={nameOf(index)}
                title={titleOf(index)}
                subtitle={options.summary.subtitle ? itemSummary(options.summary.subtitle, item, index + 1, undefined, locale) : undefined}
                canReorder={canReorder}
                canEdit={shown}
                canRemove={shown && !locks?.remove && !(options.firstItemFixed && index === 0)}
                onEdit={() => setEditing({ index, key: keys.current[index]! })}
                onRemove={() => setDeleting(index)}
              />
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
      {items.map((_, index) => (
        <ItemRowErrors key={keys.current[index]} pointer={listPointer} index={index} fields={itemFields} name={nameOf(index)} />
      ))}
      {failure ? <Alert color="red" role="alert" title={failure} /> : null}
      {shown && !locks?.add ? (
        <Group gap="sm">
          <Button
            variant="light"
            disabled={addReason !== null}
            aria-describedby={addReason ? reasonId : undefined}
            onClick={() => setEditing({ index: items.length, key: newItemKey() })}
          >
            {options.addLabel}
          </Button>
          {addReason ? (
            <Text id={reasonId} size="sm" c="dimmed">
              {addReason}
            </Text>
          ) : null}
        </Group>
      ) : null}
      {editing && editorUi ? (
        <ItemEditorModal
          title={nameOf(editing.index)}
          item={items[editing.index]}
          schema={itemSchema}
          uiSchema={editorUi}
          registry={registry}
          idPrefix={`${fieldPathId.$id}_item`}
          saveLabel={options.saveLabel}
          cancelLabel={options.cancelLabel}
          resets={options.resets}
          validate={validate(editing.index)}
          onSave={async (item) => {
            try {
              await actions.save(editing.index, editing.key, item);
            } catch (error) {
              throw error instanceof Error && error.message ? error : new Error(options.saveFailed);
            }
            setEditing(null);
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        opened={deleting !== null}
        title={options.confirmDelete.title}
        message={deleting !== null ? numbered(options.confirmDelete.message, deleting + 1) : undefined}
        confirmLabel={options.confirmDelete.confirm}
        cancelLabel={options.confirmDelete.cancel}
        onConfirm={() => {
          if (deleting !== null) void run(actions.remove(deleting));
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
