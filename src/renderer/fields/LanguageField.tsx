import type { FieldProps, RJSFSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import { lazySelect } from '../../lib/ui/lazyOverlays';
import { useOwnFieldError } from '../FieldErrorContext';
import { controlProps, describedBy, LightInputFrame } from '../widgets/LightInputFrame';
import { useMountWhenReached } from '../widgets/useMountWhenReached';

interface Choice {
  const?: unknown;
  title?: string;
}

/** The choices of the `iso_639_1` code: `anyOf`/`oneOf` of `{ const, title }` in the shared languages schema. */
function languageChoices(schema: RJSFSchema): { value: string; label: string }[] {
  const code = (schema.properties?.iso_639_1 ?? {}) as RJSFSchema;
  const list = (code.anyOf ?? code.oneOf ?? []) as Choice[];
  return list.filter((c) => typeof c.const === 'string').map((c) => ({ value: c.const as string, label: c.title ?? (c.const as string) }));
}

/**
 * A language `{ iso_639_1, name }` picked from one searchable list: the name always matches the code. Until
 * the publisher reaches for it, the field is drawn as a closed select showing the chosen name; Mantine's
 * searchable Select (a combobox store, a popover and floating positioning, a few milliseconds of every
 * render of the step) mounts on the first pointer press or focus, focused, with its list open for a pointer.
 */
export function LanguageField({ schema, formData, onChange, fieldPathId, disabled, readonly, required }: FieldProps) {
  const error = useOwnFieldError();
  const { reach, handlers } = useMountWhenReached();
  // Mantine's Select is fetched when the field first draws (not with the route); until then the stand-in stays.
  const Select = lazySelect.useLoaded();
  const choices = useMemo(() => languageChoices(schema), [schema]);
  const value = (formData as { iso_639_1?: string } | undefined)?.iso_639_1 ?? null;
  const id = fieldPathId.$id;
  const locked = Boolean(disabled || readonly);
  if (reach === 'idle' || locked || !Select) {
    const shown = choices.find((c) => c.value === value)?.label ?? '';
    return (
      <LightInputFrame id={id} error={error} disabled={locked} pointer chevron>
        <input
          {...controlProps(error, locked)}
          id={id}
          role="combobox"
          aria-expanded={false}
          aria-haspopup="listbox"
          aria-describedby={describedBy(id, error)}
          required={required}
          disabled={locked}
          readOnly
          value={shown}
          style={{ cursor: 'pointer' }}
          {...handlers}
        />
      </LightInputFrame>
    );
  }
  return (
    <Select
      id={id}
      required={required}
      data={choices}
      value={value}
      searchable
      autoFocus
      // A press opens the list at once; the keyboard only focuses the picker.
      defaultDropdownOpened={reach === 'pointer'}
      error={error}
      comboboxProps={{ withinPortal: false }}
      onChange={(code) => {
        const choice = choices.find((c) => c.value === code);
        onChange(choice ? { iso_639_1: choice.value, name: choice.label } : undefined, fieldPathId.path);
      }}
    />
  );
}
