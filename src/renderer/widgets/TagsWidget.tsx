import { Pill, PillsInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useOwnFieldError } from '../FieldErrorContext';
import { selectedValues } from './enumChoices';
import { splitTags } from './splitTags';

/**
 * Free tags typed one by one (Enter or comma adds a tag, Backspace in the empty input removes the last,
 * leaving the field keeps what was typed); the engine's tag rules judge them. Drawn with PillsInput:
 * Mantine's TagsInput also mounts a suggestion combobox and its popover, which free tags never open.
 */
export function TagsWidget({ id, value, onChange, disabled, readonly, placeholder }: WidgetProps) {
  const error = useOwnFieldError();
  const tags = selectedValues(value);
  const [draft, setDraft] = useState('');
  const locked = disabled || readonly;
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
    <PillsInput id={id} error={error} disabled={locked}>
      <Pill.Group disabled={locked}>
        {tags.map((tag, index) => (
          <Pill key={`${index}:${tag}`} withRemoveButton={!locked} onRemove={() => onChange(tags.filter((_, i) => i !== index))}>
            {tag}
          </Pill>
        ))}
        <PillsInput.Field
          value={draft}
          placeholder={placeholder}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onBlur={() => add(draft)}
        />
      </Pill.Group>
    </PillsInput>
  );
}
