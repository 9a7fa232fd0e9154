import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { InternalLink } from '../../../lib/ui/InternalLink';
import type { RetreatRow } from '../api/retreatsListApi';
import { RetreatCard } from './RetreatCard';

/**
 * The publisher's retreats (spec 2 §2 /retreats; the spec leaves the contents open): 'Create retreat', then
 * one card per retreat, own and co-hosted, or the empty state. Cards stack on a phone and sit side by side
 * on wider screens. Delete asks first; `onDelete` performs it.
 */
export function RetreatsList({ rows, onDelete }: { rows: readonly RetreatRow[]; onDelete: (row: RetreatRow) => Promise<void> }) {
  const t = useT();
  const [confirming, setConfirming] = useState<RetreatRow | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!confirming) return;
    setBusy(true);
    try {
      await onDelete(confirming);
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  };
  const title = confirming?.data.title?.trim() || t('retreats.list.untitled');
  return (
    <Stack>
      <Group justify="flex-end">
        <Button component={InternalLink} href="/retreat/create">
          {t('retreats.list.create')}
        </Button>
      </Group>
      {rows.length === 0 ? (
        <Stack gap={4} py="xl" ta="center">
          <Text fw={500}>{t('retreats.list.empty')}</Text>
          <Text c="dimmed" size="sm">
            {t('retreats.list.emptyHint')}
          </Text>
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} role="list" aria-label={t('retreats.list.label')}>
          {rows.map((row) => (
            <div role="listitem" key={`${row.user_id}/${row.id}`}>
              <RetreatCard row={row} onDelete={setConfirming} />
            </div>
          ))}
        </SimpleGrid>
      )}
      <Modal opened={confirming !== null} onClose={() => !busy && setConfirming(null)} title={t('retreats.list.confirmTitle')} centered>
        <Text mb="md">{t('retreats.list.confirmMessage', { title })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(null)} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={busy}>
            {t('common.delete')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
