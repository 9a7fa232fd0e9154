import { Button, Chip, Group, Modal, Text } from '@mantine/core';
import { useT } from '../../lib/i18n';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { enumChoices, selectedValues } from './enumChoices';

/** Topic picker dialog: single mode keeps one choice, multi mode toggles; title falls back to the field title. */
export function TopicPickerWidget(props: WidgetProps) {
  const { id, value, onChange, disabled, readonly, label, options, schema } = props;
  const [open, setOpen] = useState(false);
  const t = useT();
  const multiple = schema.type === 'array';
  const choices = enumChoices(props);
  const selected = selectedValues(value);
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
      <Modal opened={open} onClose={() => setOpen(false)} title={title}>
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
      </Modal>
    </>
  );
}
