import { ActionIcon, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { SavedReply } from '../../domain/community/savedReplies';
import { useT } from '../../lib/i18n';

/** Lists, adds and removes saved replies; each change saves the whole list (the server checks it). */
export function SavedRepliesDialog({ opened, onClose, savedReplies, onSave }: { opened: boolean; onClose: () => void; savedReplies: SavedReply[]; onSave: (list: SavedReply[]) => Promise<string | null> }) {
  const t = useT();
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = async (list: SavedReply[]) => {
    const refusal = await onSave(list);
    setError(refusal);
    return refusal === null;
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('inbox.saved.title')} centered size="lg">
      <Stack>
        <Text size="sm" c="dimmed">
          {t('inbox.saved.help')}
        </Text>
        {savedReplies.length === 0 ? <Text size="sm">{t('inbox.saved.none')}</Text> : null}
        {savedReplies.map((saved, i) => (
          <Group key={`${saved.title}-${i}`} justify="space-between" wrap="nowrap" align="flex-start">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600}>
                {saved.title}
              </Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {saved.text}
              </Text>
            </div>
            <ActionIcon variant="subtle" color="red" aria-label={t('inbox.saved.remove', { title: saved.title })} onClick={() => void save(savedReplies.filter((_, j) => j !== i))}>
              ×
            </ActionIcon>
          </Group>
        ))}
        <TextInput label={t('inbox.saved.name')} value={title} onChange={(event) => setTitle(event.currentTarget.value)} />
        <Textarea label={t('inbox.saved.text')} value={text} onChange={(event) => setText(event.currentTarget.value)} autosize minRows={2} error={error} />
        <Group justify="flex-end">
          <Button
            onClick={async () => {
              if (await save([...savedReplies, { title, text }])) {
                setTitle('');
                setText('');
              }
            }}
          >
            {t('inbox.saved.add')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
