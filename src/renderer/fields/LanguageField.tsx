import { Select } from '@mantine/core';
import type { FieldProps, RJSFSchema } from '@rjsf/utils';
import { useOwnFieldError } from '../FieldErrorContext';

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

/** A language `{ iso_639_1, name }` picked from one searchable list: the name always matches the code. */
export function LanguageField({ schema, formData, onChange, fieldPathId, disabled, readonly, required }: FieldProps) {
  const error = useOwnFieldError();
  const choices = languageChoices(schema);
  const value = (formData as { iso_639_1?: string } | undefined)?.iso_639_1 ?? null;
  return (
    <Select
      id={fieldPathId.$id}
      required={required}
      data={choices}
      value={value}
      searchable
      disabled={disabled || readonly}
      error={error}
      comboboxProps={{ withinPortal: false }}
      onChange={(code) => {
        const choice = choices.find((c) => c.value === code);
        onChange(choice ? { iso_639_1: choice.value, name: choice.label } : undefined, fieldPathId.path);
      }}
    />
  );
}
