import { Radio, Stack } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { enumChoices } from './enumChoices';

/** `x-ui.options.hiddenChoices`: stored values still accepted but not offered, each shown as the offered value it stands for. */
function hiddenChoices(options: WidgetProps['options']): Record<string, string> {
  const hidden = options.hiddenChoices;
  return hidden && typeof hidden === 'object' && !Array.isArray(hidden) ? (hidden as Record<string, string>) : {};
}

/**
 * One choice of an enum as radio buttons. No label of its own: the field wrapper draws the title, as for
 * every field. A hidden choice (e.g. an older spelling kept in stored data) is not offered; a stored one
 * reads as the choice it stands for and stays stored until the publisher picks another.
 */
export function RadioWidget(props: WidgetProps) {
  const { id, value, onChange, disabled, readonly, options } = props;
  const hidden = hiddenChoices(options);
  const choices = enumChoices(props).filter((choice) => !(choice.value in hidden));
  const stored = value === undefined || value === null ? null : String(value);
  const shown = stored !== null && stored in hidden ? (hidden[stored] ?? null) : stored;
  // Choices are compared as text; the stored value keeps its own type (an integer enum stays a number).
  const original = (text: string) => options.enumOptions?.find((o) => String(o.value) === text)?.value ?? text;
  return (
    <Radio.Group id={id} name={id} value={shown} readOnly={disabled || readonly} onChange={(next) => onChange(original(next))} aria-describedby={`${id}__error`}>
      <Stack gap="xs">
        {choices.map((choice, index) => (
          <Radio key={choice.value} id={`${id}-${index}`} value={choice.value} label={choice.label} disabled={disabled || readonly} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
