import { SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../renderer/ConfirmDialog';
import { useNotifier, useSessionUser } from '../../../lib/session/AppServices';
import { useT } from '../../../lib/i18n';
import { DuplicateDialog } from './DuplicateDialog';
import { rowActions, type RowAction } from './rowActions';
import { ShopProductCard } from './ShopProductCard';
import type { ShopApi, ShopProductRow } from './shopApi';

interface ShopProductListProps {
  api: ShopApi;
  rows: readonly ShopProductRow[];
  /** Admins see whose product each is. */
  publisherNames?: Readonly<Record<string, string>>;
  /** After a change the list reads its products again. */
  onChanged(): void;
}

/** Cards of shop products with their actions; one column on a phone. Delete asks first (spec 3 §8). */
export function ShopProductList({ api, rows, publisherNames, onChanged }: ShopProductListProps) {
  const t = useT();
  const notifier = useNotifier();
  const isAdmin = useSessionUser()?.isAdmin === true;
  const [deleting, setDeleting] = useState<ShopProductRow | null>(null);
  const [duplicating, setDuplicating] = useState<ShopProductRow | null>(null);
  const [busy, setBusy] = useState(false);

  // Failed calls already alert with the server's message (the service client, spec 3 §8).
  const run = async (call: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await call();
      notifier.toast({ title: done, message: '' });
      onChanged();
    } catch {
      // Alerted by the service client.
    } finally {
      setBusy(false);
    }
  };

  const act = (action: RowAction, row: ShopProductRow) => {
    if (action === 'delete') return setDeleting(row);
    if (action === 'duplicate') return setDuplicating(row);
    if (action === 'toEditorialCard') return void run(() => api.toEditorialCard(row.id), t('shop.editorialCardMade'));
    if (action === 'APPROVE' || action === 'REJECT' || action === 'CANCEL') {
      const status = { APPROVE: 'APPROVED', REJECT: 'CANCELLED', CANCEL: 'CANCELLED' }[action];
      return void run(() => api.review(row.id, action), t('shop.reviewed', { status: t(`shop.status.${status}` as 'shop.status.APPROVED') }));
    }
  };

  if (rows.length === 0) return <Text>{t('shop.empty')}</Text>;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {rows.map((row) => (
          <ShopProductCard key={row.id} row={row} actions={rowActions(row, { isAdmin })} publisherName={publisherNames?.[row.owner_id]} onAction={act} />
        ))}
      </SimpleGrid>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('shop.deleteTitle', { title: deleting?.title || t('shop.untitled') })}
        message={t('shop.deleteMessage')}
        confirmLabel={t('shop.delete')}
        cancelLabel={t('common.cancel')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const row = deleting;
          setDeleting(null);
          if (row) void run(() => api.delete(row.id), t('shop.deleted'));
        }}
      />
      <DuplicateDialog
        key={duplicating?.id ?? 'none'}
        title={duplicating ? duplicating.title || t('shop.untitled') : null}
        busy={busy}
        onClose={() => setDuplicating(null)}
        onSubmit={(start, end) => {
          const row = duplicating;
          setDuplicating(null);
          if (row) void run(() => api.duplicate(row.id, start, end), t('shop.duplicated'));
        }}
      />
    </>
  );
}
