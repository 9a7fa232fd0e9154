import { ActionIcon, Button, Group, Paper, Text, UnstyledButton, useMantineTheme, type MantineTheme } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { CSSProperties } from 'react';
import { useT } from '../../../lib/i18n';
import { translate } from '../../../lib/i18n';
import { mantineVars } from '../../mantineVars';
import { styleProps } from '../../varsClass';
import '../../stepForm.css';


const BUTTON_CLASS = `mantine-focus-auto mantine-active ${Button.classes.root} ${UnstyledButton.classes.root}`;
const TEXT_CLASS = `mantine-focus-auto ${Text.classes.root}`;
const TITLE_STYLE: CSSProperties = { overflowWrap: 'anywhere', fontWeight: 500 };
const SUBTITLE_STYLE = { '--text-fz': 'var(--mantine-font-size-sm)', '--text-lh': 'var(--mantine-line-height-sm)', color: 'var(--mantine-color-dimmed)' } as CSSProperties;

/** A row's Edit or Delete: Mantine's Button markup with the variables its props resolve to. */
function rowButton(theme: MantineTheme, look: { variant: string; size: string; color?: string }, onClick: () => void, label: string, text: string) {
  return (
    <button
      {...styleProps(BUTTON_CLASS, mantineVars(theme, `itemRow/button/${look.variant}/${look.size}/${look.color ?? ''}`, Button.varsResolver, look))}
      data-variant={look.variant}
      data-size={look.size}
      type="button"
      onClick={onClick}
      aria-label={label}
    >
      <span className={Button.classes.inner}>
        <span className={Button.classes.label}>{text}</span>
      </span>
    </button>
  );
}

interface SortableItemRowProps {
  /** The row's sortable key. */
  id: string;
  index: number;
  /** '{itemName} {n}': the row buttons' accessible names end with it. */
  name: string;
  title: string;
  subtitle?: string;
  canReorder: boolean;
  canEdit: boolean;
  canRemove: boolean;
  onEdit(): void;
  onRemove(): void;
}

/**
 * One item in the list: a drag handle (pointer and keyboard), its summary, Edit and Delete. Drawn as the markup of
 * Mantine's Paper, Group, ActionIcon, Text and Button (their classes, data attributes and theme variables) rather
 * than the components: a list of 20 items mounted about 180 of them, each resolving style props on every draw.
 */
export function SortableItemRow({ id, index, name, title, subtitle, canReorder, canEdit, canRemove, onEdit, onRemove }: SortableItemRowProps) {
  const t = useT();
  const theme = useMantineTheme();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled: !canReorder });
  const moving = transform ? { transform: CSS.Transform.toString(transform) } : undefined;
  return (
    <div
      ref={setNodeRef}
      className={Paper.classes.root}
      data-with-border="true"
      role="listitem"
      data-item-row={index}
      style={{ ...moving, transition, opacity: isDragging ? 0.6 : 1, padding: 'var(--mantine-spacing-sm)' }}
    >
      <div className={`${Group.classes.root} wizard-item-row`}>
        <div className={`${Group.classes.root} wizard-item-row-summary`}>
          {canReorder ? (
            <button
              ref={setActivatorNodeRef}
              {...styleProps(`mantine-focus-auto mantine-active ${ActionIcon.classes.root} ${UnstyledButton.classes.root}`, mantineVars(theme, 'itemRow/dragHandle', ActionIcon.varsResolver, { variant: 'subtle' }))}
              data-variant="subtle"
              type="button"
              aria-label={translate('dnd.reorder', { item: name })}
              {...attributes}
              {...listeners}
            >
              <span className={ActionIcon.classes.icon}>⠿</span>
            </button>
          ) : null}
          <div style={{ minWidth: 0 }}>
            <p className={TEXT_CLASS} style={TITLE_STYLE}>
              {title}
            </p>
            {subtitle ? (
              <p {...styleProps(TEXT_CLASS, SUBTITLE_STYLE)} data-size="sm">
                {subtitle}
              </p>
            ) : null}
          </div>
        </div>
        <div className={`${Group.classes.root} wizard-item-row-buttons`}>
          {canEdit ? rowButton(theme, { variant: 'default', size: 'xs' }, onEdit, t('wizard.list.editNamed', { name }), t('common.edit')) : null}
          {canRemove ? rowButton(theme, { variant: 'light', size: 'xs', color: 'red' }, onRemove, t('wizard.list.deleteNamed', { name }), t('common.delete')) : null}
        </div>
      </div>
    </div>
  );
}
