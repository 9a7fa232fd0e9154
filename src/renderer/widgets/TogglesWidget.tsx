import { Stack, Switch } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { enumChoices, selectedValues } from './enumChoices';

/** Toggle rows: one switch per choice of an array of enum values, or one switch for a boolean. */
export function TogglesWidget(props: WidgetProps) {
  const { id, value, onChange, disabled, readonly, schema } = props;
  if (schema.type === 'boolean') {
    // The field wrapper's title (a label for this id) names the switch; a second label beside it would repeat it.
    return <Switch id={id} checked={value === true} disabled={disabled || readonly} onChange={(e) => onChange(e.currentTarget.checked)} />;
  }
  const selected = selectedValues(value);
  return (
    <Stack id={id} gap="xs" role="group" aria-describedby={`${id}__error`}>
      {enumChoices(props).map((choice) => (
        <Switch
          key={choice.value}
          label={choice.label}
          checked={selected.includes(choice.value)}
          disabled={disabled || readonly}
          onChange={(e) =>
            onChange(e.currentTarget.checked ? [...selected, choice.value] : selected.filter((v) => v !== choice.value))
          }
        />
      ))}
    </Stack>
  );
}
