import { Button, Group, Modal, Radio, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../lib/i18n';
import type { MessageKey } from '../../lib/i18n';

// The flag types of schemas/wizards/flag (the spec does not show them, spec 3 §9).
const FLAG_TYPES = ['SPAM', 'ABUSIVE', 'OFF_TOPIC', 'OTHER'] as const;

/** Asks why a review or post is flagged, then sends it; the server's refusal shows in the dialog. */
export function FlagDialog({ opened, onClose, onSend }: { opened: boolean; onClose: () => void; onSend: (body: { type: string; reason?: string }) => Promise<string | null> }) {
  const t = useT();
  const [type, setType] = useState<string>('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    const refusal = await onSend(reason.trim() ? { type, reason } : { type });
    setError(refusal);
    if (refusal === null) onClose();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('inbox.flag.title')} centered>
      <Stack>
        <Radio.Group label={t('inbox.flag.type')} value={type} onChange={setType} error={error}>
          <Stack gap="xs" mt="xs">
            {FLAG_TYPES.map((value) => (
              <Radio key={value} value={value} label={t(`inbox.flag.${value}` as MessageKey)} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea label={t('inbox.flag.reason')} value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
        <Group justify="flex-end">
          <Button onClick={() => void send()}>{t('inbox.flag.send')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
