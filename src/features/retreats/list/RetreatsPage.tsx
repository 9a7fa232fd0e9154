import { useCallback, useEffect, useMemo, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { useBackend, useNotifier } from '../../../lib/session/AppServices';
import { LoadingSpinner } from '../../../lib/ui/LoadingSpinner';
import { createRetreatsListApi, type RetreatRow } from '../api/retreatsListApi';
import { RetreatsList } from './RetreatsList';

/** /retreats: loads the retreats (a failed read shows the empty list, spec 1 §8) and deletes through the server. */
export function RetreatsPage() {
  const backend = useBackend();
  const notifier = useNotifier();
  const t = useT();
  const api = useMemo(() => createRetreatsListApi(backend, notifier), [backend, notifier]);
  const [rows, setRows] = useState<RetreatRow[] | null>(null);
  useEffect(() => {
    let live = true;
    api.list().then(
      (list) => live && setRows(list),
      () => live && setRows([]),
    );
    return () => {
      live = false;
    };
  }, [api]);
  const remove = useCallback(
    async (row: RetreatRow) => {
      // A failed delete is announced by the client's hooks; the card stays.
      await api.remove(row).then(
        () => {
          setRows((current) => (current ?? []).filter((r) => r !== row));
          notifier.toast({ title: t('retreats.list.deleted'), message: row.data.title?.trim() || t('retreats.list.untitled') });
        },
        () => undefined,
      );
    },
    [api, notifier, t],
  );
  return rows ? <RetreatsList rows={rows} onDelete={remove} /> : <LoadingSpinner />;
}
