import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Pager } from '../../../lib/ui/Pager';
import { useCallback, useEffect, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { InternalLink } from '../../../lib/ui/InternalLink';
import { LoadingSpinner } from '../../../lib/ui/LoadingSpinner';
import { ConfirmDialog } from '../../../renderer/ConfirmDialog';
import type { LiveEvent } from '../liveApi';
import { useLiveApi } from '../useLiveApi';
import { LiveEventRow } from './LiveEventRow';

/** spec 3 §9: events 20 a page. */
export const LIVE_EVENTS_PAGE = 20;
const TICK_MS = 30_000;

/**
 * /live/hosting (spec 3 §2): the publisher's live events, 20 a page, each with its display state and
 * time label (kept current), and Create, Host, Edit and Cancel (with confirmation, action CANCEL).
 */
export function LiveHostingList() {
  const t = useT();
  const api = useLiveApi();
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<{ data: LiveEvent[]; total: number } | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [cancelling, setCancelling] = useState<LiveEvent | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const load = useCallback(() => {
    void api.hosted((page - 1) * LIVE_EVENTS_PAGE, LIVE_EVENTS_PAGE).then((answer) => answer && setRows(answer), () => setRows({ data: [], total: 0 }));
  }, [api, page]);
  useEffect(load, [load]);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);

  const confirmCancel = () => {
    const event = cancelling;
    setCancelling(null);
    if (!event) return;
    void api.cancel(event.id).then((answer) => {
      if (!answer) return;
      setNotice(t('live.list.cancelled', { title: event.title }));
      load();
    });
  };

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button component={InternalLink} href="/live-event/create">
          {t('live.list.create')}
        </Button>
      </Group>
      {notice ? <Alert color="green" role="status">{notice}</Alert> : null}
      {!rows ? <LoadingSpinner /> : null}
      {rows && rows.data.length === 0 ? <Text c="dimmed">{t('live.list.empty')}</Text> : null}
      {rows && rows.data.length > 0 ? (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.data.map((event) => (
            <LiveEventRow key={event.id} event={event} now={now} onCancel={setCancelling} />
          ))}
        </Stack>
      ) : null}
      {rows && rows.total > LIVE_EVENTS_PAGE ? <Pager page={page} onChange={setPage} total={Math.ceil(rows.total / LIVE_EVENTS_PAGE)} /> : null}
      <ConfirmDialog
        opened={cancelling !== null}
        title={t('live.cancel.title')}
        message={t('live.cancel.message', { title: cancelling?.title ?? '' })}
        confirmLabel={t('live.cancel.confirm')}
        cancelLabel={t('live.cancel.keep')}
        onCancel={() => setCancelling(null)}
        onConfirm={confirmCancel}
      />
    </Stack>
  );
}
