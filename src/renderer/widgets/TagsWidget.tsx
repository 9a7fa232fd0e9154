import { Pill, PillsInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { useRef, useState, type ClipboardEvent, type CSSProperties, type KeyboardEvent, type MouseEvent } from 'react';
import { useOwnFieldError } from '../FieldErrorContext';
import { selectedValues } from './enumChoices';
import { controlProps, describedBy, LightInputFrame } from './LightInputFrame';
import { splitTags } from './splitTags';
import { styleProps } from '../varsClass';

const GROUP_STYLE = { '--pg-gap': 'var(--pg-gap-sm)' } as CSSProperties;

/**
 * Free tags typed one by one (Enter or comma adds a tag, Backspace in the empty input removes the last,
 * leaving the field keeps what was typed); the engine's tag rules judge them. Drawn as Mantine's PillsInput
 * markup in the light input frame (Mantine's TagsInput also mounts a suggestion combobox and its popover,
 * which free tags never open); each tag is Mantine's Pill. A click anywhere in the box types into the field.
 */
export function TagsWidget({ id, fieldPointer, value, onChange, disabled, readonly, placeholder }: WidgetProps) {
  const error = useOwnFieldError(fieldPointer);
  const tags = selectedValues(value);
  const [draft, setDraft] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const locked = disabled || readonly;
  const focusField = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === field.current || locked) return;
    event.preventDefault();
    field.current?.focus();
  };
  const add = (text: string) => {
    setDraft('');
    if (text.length > 0) onChange([...tags, text]);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const typed = draft.trim();
    if (event.key === ',' && typed.length > 0) {
      event.preventDefault();
      setDraft('');
      onChange([...tags, ...splitTags(draft)]);
    } else if (event.key === 'Enter') {
      // Enter never submits the step form; with text typed it adds the tag.
      event.preventDefault();
      if (typed.length > 0 && !event.nativeEvent.isComposing) add(typed);
    } else if (event.key === 'Backspace' && draft.length === 0 && tags.length > 0 && !event.nativeEvent.isComposing && !readonly) {
      onChange(tags.slice(0, -1));
    }
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    setDraft('');
    onChange([...tags, ...splitTags(draft + event.clipboardData.getData('text/plain'))]);
  };
  return (
    <LightInputFrame id={id} error={error} disabled={locked} multiline>
      {/* The box looks like Mantine's input; the field inside it is the input a reader hears as invalid. */}
      <div {...controlProps(error, locked)} aria-invalid={undefined} data-no-overflow onMouseDown={focusField}>
        <div {...styleProps(Pill.Group.classes.group, GROUP_STYLE)} data-size="sm" data-disabled={locked || undefined}>
          {tags.map((tag, index) => (
            <Pill key={`${index}:${tag}`} data-user-content withRemoveButton={!locked} disabled={locked} onRemove={() => onChange(tags.filter((_, i) => i !== index))}>
              {tag}
            </Pill>
          ))}
          <input
            ref={field}
            className={PillsInput.Field.classes.field}
            data-type="visible"
            id={id}
            type="text"
            value={draft}
            placeholder={placeholder}
            disabled={locked}
            aria-invalid={Boolean(error)}
            aria-describedby={describedBy(id, error)}
            onChange={(event) => setDraft(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            onPaste={onPaste}
            onBlur={() => add(draft)}
          />
        </div>
      </div>
    </LightInputFrame>
  );
}
