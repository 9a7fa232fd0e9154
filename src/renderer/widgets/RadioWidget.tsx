import { Checkbox, Input, Radio, Stack, useMantineTheme } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { useState, type ChangeEvent } from 'react';
import { ConfirmDialog } from '../ConfirmDialog';
import { useFormValue } from '../formValues';
import { mantineVars } from '../mantineVars';
import { enumChoices } from './enumChoices';
import './choiceMarkup.css';
import { styleProps } from '../varsClass';

// A radio's root carries Radio's class and InlineInput's; InlineInput's classes (root, body, label wrapper,
// label) are exported with Checkbox's, the only component whose `classes` include them.
const inline = Checkbox.classes;
const RADIO_ROOT_CLASS = `${Radio.classes.root} ${inline.root}`;
const RADIO_INPUT_CLASS = `mantine-focus-auto ${Radio.classes.radio}`;
const DOT_CLASS = `${Radio.classes.icon} wizard-radio-dot`;

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
  const { id, value, onChange, disabled, readonly, options, label } = props;
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
  const theme = useMantineTheme();
  const radioRootClass = styleProps(RADIO_ROOT_CLASS, mantineVars(theme, 'radio', Radio.varsResolver, {})).className;
  const locked = Boolean(disabled || readonly);
  // Mantine's RadioGroup: its InputWrapper root (no label of its own: the field wrapper draws the title) and
  // the group inside it, each choice Mantine's Radio; the native radios keep arrow keys and Tab as they are.
  return (
    <>
      <div className={Input.Wrapper.classes.root} id={id} aria-describedby={`${id}__error`}>
        {/* The field title above is a label for a div, which names nothing: the group carries the title itself. */}
        <div role="radiogroup" aria-label={label || undefined}>
          <div {...styleProps(Stack.classes.root, mantineVars(theme, 'radioStack', Stack.varsResolver, { gap: 'xs', align: 'stretch', justify: 'flex-start' }))}>
            {choices.map((choice, index) => {
              const checked = shown === choice.value;
              return (
                <div key={choice.value} className={radioRootClass} data-label-position="right" data-checked={checked || undefined}>
                  <div className={inline.body}>
                    <div className={Radio.classes.inner} data-label-position="right">
                      <input
                        className={RADIO_INPUT_CLASS}
                        data-with-error-styles="true"
                        disabled={locked}
                        id={`${id}-${index}`}
                        type="radio"
                        value={choice.value}
                        checked={checked}
                        name={id}
                        onChange={(event: ChangeEvent<HTMLInputElement>) => {
                          if (!locked) pick(event.currentTarget.value);
                        }}
                      />
                      <span className={DOT_CLASS} aria-hidden="true" />
                    </div>
                    <div className={inline.labelWrapper} data-disabled={locked || undefined}>
                      <label className={inline.label} htmlFor={`${id}-${index}`} data-disabled={locked || undefined}>
                        {choice.label}
                      </label>
                    </div>
                  </div>
                </div>
              );
            })}
          </div>
        </div>
      </div>
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
