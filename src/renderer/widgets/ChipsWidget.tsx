import { Chip, Group } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { enumChoices, selectedValues } from './enumChoices';

/** Multi-select chips for an array of enum values. */
export function ChipsWidget(props: WidgetProps) {
  const { id, value, onChange, disabled, readonly } = props;
  return (
    <Chip.Group multiple value={selectedValues(value)} onChange={(next) => onChange(next)}>
      <Group id={id} gap="xs" role="group" aria-describedby={`${id}__error`}>
        {enumChoices(props).map((choice) => (
          <Chip key={choice.value} value={choice.value} disabled={disabled || readonly}>
            {choice.label}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
