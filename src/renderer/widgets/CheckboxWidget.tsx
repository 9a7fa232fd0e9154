import { Checkbox, Input, useMantineTheme } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import type { ChangeEvent } from 'react';
import { useFieldErrors, useFieldPointer } from '../FieldErrorContext';
import { mantineVars } from '../mantineVars';
import './choiceMarkup.css';
import { styleProps } from '../varsClass';

// Checkbox.classes holds Checkbox's own classes and InlineInput's (body, label wrapper, label, description),
// InlineInput's root in place of Checkbox's: the variables that root class declares are `wizard-checkbox`'s.
const classes = Checkbox.classes;
const ROOT_CLASS = `wizard-checkbox ${classes.root}`;
const DESCRIPTION_CLASS = `${classes.description} ${Input.classes.description}`;

/** Mantine's check mark, the same element for every box (its path only ever takes the box's colour). */
const CHECK_ICON = (
  <svg viewBox="0 0 10 7" fill="none" xmlns="http://www.w3.org/2000/svg" aria-hidden="true" className={classes.icon}>
    <path d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z" fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
  </svg>
);

/**
 * A yes/no field as one checkbox: the box, its title beside it (' *' when required, as every title) and the
 * schema's description under the title, where a reader looks for it; RJSF's own widget put the description
 * above the box, away from the title it explains. Errors are drawn by the field wrapper under it
 * (`{id}__error`) and describe the box. Drawn as Mantine's Checkbox markup (its classes, data attributes and
 * theme variables), not the component: Checkbox and InlineInput are six components, four of them Box
 * resolving style props, for a native input, its mark and a label.
 */
export function CheckboxWidget({ id, fieldPointer, htmlName, name, value, required, disabled, readonly, autofocus, label, hideLabel, schema, options, onChange, onBlur, onFocus }: WidgetProps) {
  const theme = useMantineTheme();
  const invalid = useFieldErrors(useFieldPointer(fieldPointer)).length > 0;
  const description = hideLabel ? undefined : typeof options.description === 'string' ? options.description : schema.description;
  const locked = Boolean(disabled || readonly);
  const title = hideLabel || !label ? undefined : `${label}${required ? ' *' : ''}`;
  const checked = value === true || value === 'true';
  const describedBy = [description ? `${id}-description` : '', invalid ? `${id}__error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div
      {...styleProps(ROOT_CLASS, mantineVars(theme, 'checkbox', Checkbox.varsResolver, { radius: 'sm', variant: 'filled' }))}
      data-variant="filled"
      data-label-position="right"
      data-checked={checked || undefined}
    >
      <div className={classes.body}>
        <div className={classes.inner} data-label-position="right">
          <input
            className={`mantine-focus-auto ${classes.input}`}
            data-with-error-styles="true"
            data-error={invalid || undefined}
            id={id}
            name={htmlName || name}
            type="checkbox"
            checked={checked}
            disabled={locked}
            autoFocus={autofocus}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              if (!locked) onChange(event.currentTarget.checked);
            }}
            onBlur={({ target }) => onBlur(id, target.checked)}
            onFocus={({ target }) => onFocus(id, target.checked)}
          />
          {CHECK_ICON}
        </div>
        <div className={classes.labelWrapper} data-disabled={locked || undefined}>
          {title ? (
            <label className={classes.label} htmlFor={id} data-disabled={locked || undefined}>
              {title}
            </label>
          ) : null}
          {description ? (
            <p className={DESCRIPTION_CLASS} id={`${id}-description`}>
              {description}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
