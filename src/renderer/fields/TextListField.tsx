import type { FieldProps } from '@rjsf/utils';
import { errorLines, useFieldErrors } from '../FieldErrorContext';
import { LightTextInput } from '../widgets/LightTextInput';

interface SlotProps {
  id: string;
  label: string;
  value: string;
  pointer: string;
  disabled: boolean;
  /** Marked ' *' like every other required field (a slot under the list's `minItems`). */
  required: boolean;
  onChange(value: string): void;
}

function TextSlot({ id, label, value, pointer, disabled, required, onChange }: SlotProps) {
  const error = errorLines(useFieldErrors(pointer));
  return (
    <div className="wizard-field">
      <label htmlFor={id} className="wizard-field-title">
        {label}
        {required ? ' *' : ''}
      </label>
      <LightTextInput id={id} value={value} disabled={disabled} error={error} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

const pointerOf = (path: readonly (string | number)[]) => `/${path.join('/')}`;

/**
 * `x-ui.widget: "textList"`: a list of texts drawn as one labelled input per slot ('Answer 1' … from
 * `options.itemLabel`, `{n}` the number). Slots: `maxItems`, else the list's length. With `options.valueKey`
 * each item is an object holding its text under that key (`{ "value": "…" }`).
 */
export function TextListField({ formData, onChange, fieldPathId, schema, uiSchema, disabled, readonly }: FieldProps) {
  const options = (uiSchema?.['ui:options'] ?? {}) as { itemLabel?: string; valueKey?: string };
  const list: unknown[] = Array.isArray(formData) ? formData : [];
  const slots = typeof schema.maxItems === 'number' ? schema.maxItems : Math.max(list.length, schema.minItems ?? 0);
  const key = options.valueKey;
  const textOf = (item: unknown) => {
    const raw = key && item && typeof item === 'object' ? (item as Record<string, unknown>)[key] : item;
    return typeof raw === 'string' ? raw : '';
  };
  const itemLabel = options.itemLabel ?? `${String(schema.title ?? 'Item')} {n}`;
  const change = (index: number, text: string) => {
    const next = Array.from({ length: Math.max(slots, list.length) }, (_, i) => (i === index ? text : textOf(list[i])));
    onChange(key ? next.map((value) => ({ [key]: value })) : next, fieldPathId.path);
  };
  return (
    <div className="wizard-object">
      {Array.from({ length: slots }, (_, i) => (
        <TextSlot
          key={i}
          id={`${fieldPathId.$id}_${i}`}
          label={itemLabel.replaceAll('{n}', String(i + 1))}
          value={textOf(list[i])}
          pointer={pointerOf(key ? [...fieldPathId.path, i, key] : [...fieldPathId.path, i])}
          disabled={Boolean(disabled || readonly)}
          required={i < (schema.minItems ?? 0)}
          onChange={(text) => change(i, text)}
        />
      ))}
    </div>
  );
}
