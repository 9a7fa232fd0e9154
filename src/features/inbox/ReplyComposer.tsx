import { Button, Group, Select, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { fillSavedReply, type SavedReply } from '../../domain/community/savedReplies';
import { useT } from '../../lib/i18n';

export interface ReplyComposerProps {
  initial?: string;
  savedReplies: SavedReply[];
  memberName: string | null | undefined;
  itemTitle?: string;
  submitLabel: string;
  /** Resolves with an error sentence to show, or null when the reply was saved. */
  onSubmit: (text: string) => Promise<string | null>;
  onCancel?: () => void;
  label?: string;
}

/** A reply box with the saved replies (placeholders filled for this member) and the server's refusal under it. */
export function ReplyComposer({ initial = '', savedReplies, memberName, itemTitle, submitLabel, onSubmit, onCancel, label }: ReplyComposerProps) {
  const t = useT();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    const refusal = await onSubmit(text);
    setBusy(false);
    setError(refusal);
    if (refusal === null && !initial) setText('');
  };
  return (
    <Stack gap="xs">
      {savedReplies.length > 0 ? (
        <Select
          aria-label={t('inbox.saved.insert')}
          placeholder={t('inbox.saved.insert')}
          data={savedReplies.map((saved, i) => ({ value: String(i), label: saved.title }))}
          value={null}
          onChange={(value) => {
            const saved = value === null ? undefined : savedReplies[Number(value)];
            if (saved) setText(fillSavedReply(saved.text, { memberName, itemTitle }));
          }}
          size="xs"
          maw={260}
          comboboxProps={{ withinPortal: true }}
        />
      ) : null}
      <Textarea label={label ?? t('inbox.reply.label')} value={text} onChange={(event) => setText(event.currentTarget.value)} autosize minRows={2} maxRows={8} error={error} />
      <Group gap="xs">
        <Button size="xs" loading={busy} onClick={() => void submit()}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button size="xs" variant="default" onClick={onCancel}>
            {t('inbox.reply.cancel')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
