import { NumberInput, Radio, Stack, TextInput } from '@mantine/core';
import type { RJSFSchema } from '@rjsf/utils';
import { lazy, Suspense } from 'react';

// A date (the code's expiry) is the schema forms' date picker, which shows the day in the interface
// language; the browser's own date input would show mm/dd/yyyy whatever the dashboard's language.
const DatePickerControl = lazy(() => import('../../../renderer/widgets/DatePickerControl').then((m) => ({ default: m.DatePickerControl })));

interface Choice {
  const?: unknown;
  title?: string;
}

interface PromoCodeInputsProps {
  /** The promo code step's schema (schemas/wizards/promo-code): titles, choices and hints come from it. */
  schema: RJSFSchema;
  values: Record<string, unknown>;
  errors: Readonly<Record<string, string>>;
  onChange(field: string, value: unknown): void;
}

// The discount field the chosen type asks for (spec 3 §5: percent_off when PERCENT, fixed_amount_off when FIXED).
const DISCOUNT_FOR: Record<string, string> = { PERCENT: 'percent_off', FIXED: 'fixed_amount_off' };

const hintOf = (schema: RJSFSchema) => (schema as { 'x-ui'?: { hint?: string; placeholder?: string } })['x-ui'];

/**
 * The promo code form's inputs, drawn from its schema's properties. It is not an RJSF form of its own: it
 * sits inside the workshop's section form, and a form inside a form is not valid HTML.
 */
export function PromoCodeInputs({ schema, values, errors, onChange }: PromoCodeInputsProps) {
  const properties = (schema.properties ?? {}) as Record<string, RJSFSchema>;
  const required = new Set(schema.required ?? []);
  const discounts = new Set(Object.values(DISCOUNT_FOR));
  const shown = Object.keys(properties).filter((field) => !discounts.has(field) || DISCOUNT_FOR[String(values.type)] === field);
  return (
    <Stack gap="sm">
      {shown.map((field) => {
        const property = properties[field]!;
        const label = property.title ?? field;
        const error = errors[field];
        const id = `promo-code-${field}`;
        const choices = (property.oneOf ?? []) as Choice[];
        const requiredHere = required.has(field) || discounts.has(field);
        if (choices.length > 0) {
          return (
            <Radio.Group key={field} id={id} label={label} value={typeof values[field] === 'string' ? (values[field] as string) : null} onChange={(v) => onChange(field, v)} error={error} withAsterisk={requiredHere}>
              <Stack gap={4} mt={4}>
                {choices.map((choice) => (
                  <Radio key={String(choice.const)} value={String(choice.const)} label={choice.title ?? String(choice.const)} />
                ))}
              </Stack>
            </Radio.Group>
          );
        }
        if (property.type === 'number' || property.type === 'integer') {
          return (
            <NumberInput
              key={field}
              id={id}
              label={label}
              description={hintOf(property)?.hint}
              value={typeof values[field] === 'number' ? (values[field] as number) : ''}
              onChange={(v) => onChange(field, typeof v === 'number' ? v : v === '' ? undefined : Number(v))}
              error={error}
              withAsterisk={requiredHere}
              allowDecimal={property.type === 'number'}
            />
          );
        }
        if (property.format === 'date') {
          const date = typeof values[field] === 'string' ? (values[field] as string) : null;
          return (
            <Suspense key={field} fallback={<TextInput id={id} label={label} disabled withAsterisk={requiredHere} />}>
              <DatePickerControl id={id} label={label} placeholder={hintOf(property)?.placeholder} value={date} error={error} required={requiredHere} onChange={(next) => onChange(field, next ?? undefined)} />
            </Suspense>
          );
        }
        return (
          <TextInput
            key={field}
            id={id}
            type="text"
            label={label}
            placeholder={hintOf(property)?.placeholder}
            value={typeof values[field] === 'string' ? (values[field] as string) : ''}
            onChange={(e) => onChange(field, e.currentTarget.value === '' ? undefined : e.currentTarget.value)}
            error={error}
            withAsterisk={requiredHere}
          />
        );
      })}
    </Stack>
  );
}
