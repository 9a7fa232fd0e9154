import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import type { FieldProps, RJSFSchema } from '@rjsf/utils';
import { useState, type ReactNode } from 'react';
import { imageLimitsOf } from '../../../lib/media/imageRules';
import { isMediaFile, type MediaFile } from '../../../lib/media/mediaFile';
import { ImageUploader } from './ImageUploader';
import { activeLocale } from '../../../lib/i18n/activateLocale';
import { translate } from '../../../lib/i18n';
import { dragAccessibility } from '../../dragAccessibility';
import { MediaUploadContext, useMediaUploadTarget } from './MediaUploadContext';

// spec 2 §9: a drag starts after 8 px, so a click on an image's buttons is never a drag.
const DRAG_ACTIVATION_PX = 8;

const newKey = () => Math.random().toString(36).slice(2, 10);
// Each image keeps its crops in a folder of its own (the image set's files have fixed names).
const folderOf = (file: MediaFile) => (file.remoteFile ? file.remoteFile.slice(0, file.remoteFile.lastIndexOf('/')) : null);

function SortableImage({ id, name, canReorder, children }: { id: string; name: string; canReorder: boolean; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled: !canReorder });
  return (
    <Paper ref={setNodeRef} withBorder p="xs" role="listitem" style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }}>
      <Group align="flex-start" wrap="nowrap">
        {canReorder ? (
          <ActionIcon ref={setActivatorNodeRef} variant="subtle" aria-label={translate('dnd.reorder', { item: name })} {...attributes} {...listeners}>
            ⠿
          </ActionIcon>
        ) : null}
        <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
      </Group>
    </Paper>
  );
}

/**
 * `x-ui.widget: "imageList"`: several images, each uploaded and cropped by the image uploader into a
 * folder of its own under `{folder}/{options.folder}`, replaced or deleted there, and reordered by drag
 * (pointer, or keyboard: Space, arrows, Space) when `options.sortable`. Stops offering Add at `maxItems`.
 */
export function ImageListField(props: FieldProps) {
  const upload = useMediaUploadTarget();
  const options = (props.uiSchema?.['ui:options'] ?? {}) as Record<string, unknown>;
  const sub = typeof options.folder === 'string' ? options.folder : 'images';
  const images = (Array.isArray(props.formData) ? props.formData : []).filter(isMediaFile);
  const itemSchema = (props.schema.items ?? {}) as RJSFSchema;
  const limits = imageLimitsOf(itemSchema as Record<string, unknown>);
  const max = typeof props.schema.maxItems === 'number' ? props.schema.maxItems : Infinity;
  const locked = Boolean(props.disabled || props.readonly);
  const id = props.fieldPathId.$id;
  const label = String(itemSchema.title ?? translate('imageList.defaultLabel'));
  const numbered = (i: number) => translate('imageList.numbered', { label, n: i + 1 });
  // 'Add image': a noun inside a sentence is written in lower case, except in German.
  const addLabel = translate('imageList.add', { label: activeLocale() === 'de' ? label : label.toLocaleLowerCase(activeLocale() ?? 'en') });
  const [addKey, setAddKey] = useState(newKey);
  const keys = images.map((image, i) => image.remoteFile ?? `image-${i}`);
  const canReorder = options.sortable === true && !locked && images.length > 1;
  const set = (next: MediaFile[]) => props.onChange(next.length ? next : undefined, props.fieldPathId.path);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_ACTIVATION_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    set(arrayMove(images, keys.indexOf(String(active.id)), keys.indexOf(String(over.id))));
  };
  const folderFor = (folder: string | null) => (upload.folder && folder ? folder : upload.folder ? `${upload.folder}/${sub}/${addKey}` : null);
  return (
    <Stack gap="xs" id={id} aria-describedby={`${id}__error`}>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={dragAccessibility(keys, (key) => numbered(keys.indexOf(key)))}>
        <SortableContext items={keys} strategy={verticalListSortingStrategy}>
          <Stack gap="xs" role="list" aria-label={String(props.schema.title ?? translate('imageList.listLabel'))}>
            {images.map((image, i) => (
              <SortableImage key={keys[i]} id={keys[i]!} name={numbered(i)} canReorder={canReorder}>
                <MediaUploadContext.Provider value={{ ...upload, folder: folderFor(folderOf(image)) }}>
                  <ImageUploader
                    id={`${id}-${i}`}
                    label={numbered(i)}
                    value={image}
                    limits={limits}
                    disabled={locked}
                    submitting={Boolean(props.readonly)}
                    onChange={(next) => set(next ? images.map((old, j) => (j === i ? next : old)) : images.filter((_, j) => j !== i))}
                  />
                </MediaUploadContext.Provider>
              </SortableImage>
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
      {!locked && images.length < max ? (
        <MediaUploadContext.Provider value={{ ...upload, folder: folderFor(null) }}>
          <ImageUploader
            key={addKey}
            id={`${id}-add`}
            label={addLabel}
            value={undefined}
            limits={limits}
            onChange={(next) => {
              if (!next) return;
              set([...images, next]);
              setAddKey(newKey());
            }}
          />
        </MediaUploadContext.Provider>
      ) : null}
      {locked && images.length === 0 ? <Text size="sm" c="dimmed">—</Text> : null}
    </Stack>
  );
}
