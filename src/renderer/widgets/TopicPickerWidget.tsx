import { Button, Chip, Group, Text } from '@mantine/core';
import { LazyModal } from '../../lib/ui/LazyModal';
import { useT } from '../../lib/i18n';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { useStepContext } from '../StepContext';
import { enumChoices, selectedValues } from './enumChoices';

/** x-ui options.choicesBy: the ids offered per value of another field (the step meta-schema describes it). */
interface ChoicesBy {
  field: string;
  choices: Record<string, string[]>;
}
const isChoicesBy = (value: unknown): value is ChoicesBy =>
  typeof value === 'object' && value !== null && typeof (value as ChoicesBy).field === 'string' && typeof (value as ChoicesBy).choices === 'object';

/**
 * Topic picker dialog: single mode keeps one choice, multi mode toggles; title falls back to the field title.
 * With options.choicesBy the choices follow another field's value (spec 1 §3 topic lists per content type).
 */
export function TopicPickerWidget(props: WidgetProps) {
  const { id, value, onChange, disabled, readonly, label, options, schema } = props;
  const [open, setOpen] = useState(false);
  const t = useT();
  const multiple = schema.type === 'array';
  const step = useStepContext();
  const selected = selectedValues(value);
  // Narrowed by another field's value (a track's content type): what it offers, plus what is already chosen.
  const by = isChoicesBy(options.choicesBy) ? options.choicesBy : undefined;
  const byValue = by ? step?.readValue?.(by.field) : undefined;
  const offered = by && typeof byValue === 'string' ? by.choices[byValue] : undefined;
  const choices = enumChoices(props).filter((c) => !offered || offered.includes(c.value) || selected.includes(c.value));
  const title = typeof options.dialogTitle === 'string' ? options.dialogTitle : label;
  const pick = (choice: string) => {
    if (!multiple) return onChange(choice);
    onChange(selected.includes(choice) ? selected.filter((v) => v !== choice) : [...selected, choice]);
  };
  const summary = choices.filter((c) => selected.includes(c.value)).map((c) => c.label).join(', ');
  return (
    <>
      <Button id={id} variant="default" disabled={disabled || readonly} aria-describedby={`${id}__error`} onClick={() => setOpen(true)}>
        {summary || t('wizard.topics.choose')}
      </Button>
      <LazyModal opened={open} onClose={() => setOpen(false)} title={title}>
        <Text size="sm" mb="sm">
          {multiple ? t('wizard.topics.many') : t('wizard.topics.one')}
        </Text>
        <Group gap="xs" mb="md">
          {choices.map((choice) => (
            <Chip key={choice.value} checked={selected.includes(choice.value)} onChange={() => pick(choice.value)}>
              {choice.label}
            </Chip>
          ))}
        </Group>
        <Button onClick={() => setOpen(false)}>{t('wizard.topics.done')}</Button>
      </LazyModal>
    </>
  );
}
