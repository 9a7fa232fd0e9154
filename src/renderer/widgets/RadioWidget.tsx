import { Radio, Stack } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { ConfirmDialog } from '../ConfirmDialog';
import { useFormValue } from '../formValues';
import { enumChoices } from './enumChoices';

/** `x-ui.options.hiddenChoices`: stored values still accepted but not offered, each shown as the offered value it stands for. */
function hiddenChoices(options: WidgetProps['options']): Record<string, string> {
  const hidden = options.hiddenChoices;
  return hidden && typeof hidden === 'object' && !Array.isArray(hidden) ? (hidden as Record<string, string>) : {};
}

/** `x-ui.options.confirmChoice`: picking `value` while the step's list `field` has entries asks first. */
interface ChoiceConfirmation {
  value: string;
  field: string;
  title: string;
  message: string;
  confirm: string;
  cancel: string;
}

function confirmationOf(options: WidgetProps['options']): ChoiceConfirmation | null {
  const rule = options.confirmChoice as ChoiceConfirmation | undefined;
  return rule && typeof rule === 'object' && typeof rule.value === 'string' && typeof rule.field === 'string' ? rule : null;
}

const hasEntries = (value: unknown) => Array.isArray(value) && value.length > 0;

/**
 * One choice of an enum as radio buttons. No label of its own: the field wrapper draws the title, as for
 * every field. A hidden choice (e.g. an older spelling kept in stored data) is not offered; a stored one
 * reads as the choice it stands for and stays stored until the publisher picks another. A choice that
 * drops a list's entries when saved (`confirmChoice`) is taken only after its confirmation.
 */
export function RadioWidget(props: WidgetProps) {
  const { id, value, onChange, disabled, readonly, options } = props;
  const hidden = hiddenChoices(options);
  const confirmation = confirmationOf(options);
  const guarded = useFormValue(props.registry.formContext, confirmation?.field);
  const [asking, setAsking] = useState<string | number | null>(null);
  const choices = enumChoices(props).filter((choice) => !(choice.value in hidden));
  const stored = value === undefined || value === null ? null : String(value);
  const shown = stored !== null && stored in hidden ? (hidden[stored] ?? null) : stored;
  // Choices are compared as text; the stored value keeps its own type (an integer enum stays a number).
  const original = (text: string) => options.enumOptions?.find((o) => String(o.value) === text)?.value ?? text;
  const pick = (next: string) => {
    if (confirmation && next === confirmation.value && next !== stored && hasEntries(guarded)) setAsking(original(next));
    else onChange(original(next));
  };
  return (
    <>
      <Radio.Group id={id} name={id} value={shown} readOnly={disabled || readonly} onChange={pick} aria-describedby={`${id}__error`}>
        <Stack gap="xs">
          {choices.map((choice, index) => (
            <Radio key={choice.value} id={`${id}-${index}`} value={choice.value} label={choice.label} disabled={disabled || readonly} />
          ))}
        </Stack>
      </Radio.Group>
      {confirmation ? (
        <ConfirmDialog
          opened={asking !== null}
          title={confirmation.title}
          message={confirmation.message}
          confirmLabel={confirmation.confirm}
          cancelLabel={confirmation.cancel}
          onConfirm={() => {
            onChange(asking);
            setAsking(null);
          }}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </>
  );
}
