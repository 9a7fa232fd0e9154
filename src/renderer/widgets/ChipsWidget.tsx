import { CheckIcon, Chip, Group, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import '../stepForm.css';
import { useEffect, useMemo, useState } from 'react';
import { applyChoiceClick, choiceRulesOf } from './choiceRules';
import { enumChoices, selectedValues } from './enumChoices';
import { styleProps } from '../varsClass';

const classes = Chip.classes;
// Mantine's Group markup (gap xs, wrapping) for the row of chips. The row also carries the Chip root class, whose
// only rules are the chips' size variables: declared once for the row instead of once per chip. Each chip is its
// hidden checkbox and its label, side by side in the row (see `.wizard-chips` in stepForm.css).
const ROW_STYLE = {
  '--group-gap': 'var(--mantine-spacing-xs)',
  '--group-align': 'center',
  '--group-justify': 'flex-start',
  '--group-wrap': 'wrap',
} as CSSProperties;

interface LightChipProps {
  id: string;
  value: string;
  label: string;
  checked: boolean;
  disabled: boolean;
  onToggle(value: string): void;
}

// Mantine's own Chip markup and classes (its public `Chip.classes`), without the component: a topic
// list draws 20+ chips per field, and each Chip's style-prop and variant machinery adds up to several
// milliseconds on a step's first render, for the same default look. A plain function returning the two
// keyed elements, not a component: the row draws them as its own children (no fiber per chip; the widget
// hands every chip a new toggle on each render, so a memo never skipped one).
function lightChip({ id, value, label, checked, disabled, onToggle }: LightChipProps) {
  return [
    <input key={`input:${value}`} className={classes.input} id={id} type="checkbox" value={value} checked={checked} disabled={disabled} onChange={() => onToggle(value)} />,
    <label
      key={`label:${value}`}
      className={`${classes['label--filled']} ${classes.label}`}
      htmlFor={id}
      data-checked={checked || undefined}
      data-disabled={disabled || undefined}
    >
      {checked ? (
        <span className={classes.iconWrapper}>
          <CheckIcon className={classes.checkIcon} />
        </span>
      ) : null}
      {label}
    </label>,
  ];
}

/** How long a click rule's notice stays when `noticeSeconds` is not given (spec 2 §4: messages clear after 5 s). */
const DEFAULT_NOTICE_SECONDS = 5;

/**
 * Multi-select chips for an array of enum values; a chosen value is added at the end, as Chip.Group does.
 * Click rules in `x-ui.options` (`deselects`, `refuses`; see choiceRules.ts) drop or keep out choices that
 * cannot go together, with a notice that clears after `noticeSeconds`.
 */
export function ChipsWidget(props: WidgetProps) {
  const { id, value, onChange, disabled, readonly, options } = props;
  const selected = selectedValues(value);
  const rules = useMemo(() => choiceRulesOf(options), [options]);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeMs = (typeof options.noticeSeconds === 'number' ? options.noticeSeconds : DEFAULT_NOTICE_SECONDS) * 1000;
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), noticeMs);
    return () => clearTimeout(timer);
  }, [notice, noticeMs]);
  const toggle = (choice: string) => {
    const click = applyChoiceClick(selected, choice, rules);
    if (click.notice) setNotice(click.notice);
    if (click.next.length !== selected.length || click.next.some((v, i) => v !== selected[i])) onChange(click.next);
  };
  return (
    <>
    <div id={id} {...styleProps(`${Group.classes.root} ${classes.root} wizard-chips`, ROW_STYLE)} role="group" aria-describedby={`${id}__error`}>
      {enumChoices(props).flatMap((choice, index) =>
        lightChip({
          id: `${id}-${index}`,
          value: choice.value,
          label: choice.label,
          checked: selected.includes(choice.value),
          disabled: Boolean(disabled || readonly),
          onToggle: toggle,
        }),
      )}
    </div>
    <div role="status" aria-live="polite">
      {notice ? (
        <Text size="sm" c="orange.8" mt={4}>
          {notice}
        </Text>
      ) : null}
    </div>
    </>
  );
}
