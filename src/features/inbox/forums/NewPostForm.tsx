import { Button, Checkbox, Group, Paper, Stack, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../../lib/i18n';

/** A new TEXT post, optionally pinned (spec 3 §7 POST /forums/{id}/posts); the server's refusal shows under it. */
export function NewPostForm({ onPost }: { onPost: (body: { message: string; is_pinned: boolean }) => Promise<string | null> }) {
  const t = useT();
  const [message, setMessage] = useState('');
  const [pinned, setPinned] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('forums.post.new')}
        </Title>
        <Textarea label={t('forums.post.message')} value={message} onChange={(event) => setMessage(event.currentTarget.value)} autosize minRows={2} error={error} />
        <Checkbox label={t('forums.post.pinned')} checked={pinned} onChange={(event) => setPinned(event.currentTarget.checked)} />
        <Group>
          <Button
            size="sm"
            onClick={async () => {
              const refusal = await onPost({ message, is_pinned: pinned });
              setError(refusal);
              if (refusal === null) {
                setMessage('');
                setPinned(false);
              }
            }}
          >
            {t('forums.post.send')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
