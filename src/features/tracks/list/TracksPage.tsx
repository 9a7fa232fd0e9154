import { Anchor, Badge, Button, Group, Pagination, SegmentedControl, Select, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { TRACK_FILTER_GROUP_NAMES, TRACK_PAGE_SIZE, TRACK_SORTS, isTrackSort, type TrackFilterGroup, type TrackSort } from '../../../domain/tracks/trackListQuery';
import type { TrackListKind } from '../../../domain/tracks/trackVariants';
import { useBackend, useNotifier } from '../../../lib/session/AppServices';
import { LoadingSpinner } from '../../../lib/ui/LoadingSpinner';
import { ConfirmDialog } from '../../../renderer/ConfirmDialog';
import { createTracksApi, type TrackPage, type TrackRow } from '../api/tracksApi';
import { TrackLink } from './TrackLink';
import { FILTER_LABELS, SORT_LABELS, TRACK_LIST_MESSAGES as M } from './messages';

const date = (t: { epoch: number } | null) => (t ? new Date(t.epoch).toLocaleDateString() : '');
const FILTERS = TRACK_FILTER_GROUP_NAMES.map((value) => ({ value, label: FILTER_LABELS[value] }));
const SORTS = TRACK_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }));

/**
 * /audio (free) and /premium-tracks: the publisher's tracks of that kind, filtered by status group,
 * sorted by one of the seven sorts, 20 a page with a pager; View opens the wizard, Delete asks first
 * (Confirm Deletion) and sends the library item DELETE action. Read anew on every visit, so a save shows.
 */
export function TracksPage({ kind }: { kind: TrackListKind }) {
  const backend = useBackend();
  const notifier = useNotifier();
  const api = useMemo(() => createTracksApi(backend, notifier), [backend, notifier]);
  const [status, setStatus] = useState<TrackFilterGroup>('all');
  const [sortBy, setSortBy] = useState<TrackSort>('newest');
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<TrackPage | null>(null);
  const [reads, setReads] = useState(0);
  const [deleting, setDeleting] = useState<TrackRow | null>(null);
  // Five groups do not fit side by side on a phone (390 px): there they stack.
  const narrow = useMediaQuery('(max-width: 30em)') === true;
  useEffect(() => {
    let live = true;
    api.list({ isPremium: kind === 'premium', status, sortBy, page }).then(
      (answer) => live && setResult(answer),
      () => live && setResult({ rows: [], total: 0, page, page_size: TRACK_PAGE_SIZE }),
    );
    return () => {
      live = false;
    };
  }, [api, kind, status, sortBy, page, reads]);
  const confirmDelete = useCallback(async () => {
    const track = deleting;
    setDeleting(null);
    if (!track) return;
    try {
      await api.remove(track.id);
    } finally {
      setReads((n) => n + 1);
    }
  }, [api, deleting]);
  const pages = result ? Math.max(1, Math.ceil(result.total / TRACK_PAGE_SIZE)) : 1;
  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Group wrap="wrap">
          <Button component={TrackLink} href={`/tracks/create?type=audio&from=${kind}`}>
            {M.uploadAudio}
          </Button>
          {kind === 'premium' ? (
            <Button component={TrackLink} href="/tracks/create?type=video&from=premium" variant="light">
              {M.uploadVideo}
            </Button>
          ) : null}
        </Group>
        <Select
          label={M.sortLabel}
          data={SORTS}
          value={sortBy}
          allowDeselect={false}
          onChange={(value) => {
            if (isTrackSort(value)) {
              setSortBy(value);
              setPage(1);
            }
          }}
          w={200}
        />
      </Group>
      <SegmentedControl
        aria-label={M.filterLabel}
        data={FILTERS}
        value={status}
        onChange={(value) => {
          setStatus(value as TrackFilterGroup);
          setPage(1);
        }}
        orientation={narrow ? 'vertical' : 'horizontal'}
        fullWidth
      />
      {!result ? (
        <LoadingSpinner />
      ) : result.rows.length === 0 ? (
        <Text>{M.empty}</Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table aria-label={M.tableLabel[kind]}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{M.columns.view}</Table.Th>
                <Table.Th>{M.columns.date}</Table.Th>
                <Table.Th>{M.columns.title}</Table.Th>
                <Table.Th>{M.columns.status}</Table.Th>
                <Table.Th>{M.columns.delete}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.rows.map((track) => {
                const title = track.title || M.untitled;
                return (
                  <Table.Tr key={track.id}>
                    <Table.Td>
                      <Anchor component={TrackLink} href={`/tracks/${encodeURIComponent(track.id)}`} aria-label={M.viewLabel(title)}>
                        {M.view}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{date(track.created_at)}</Table.Td>
                    <Table.Td>{title}</Table.Td>
                    <Table.Td>
                      <Badge variant="light">{track.status_label}</Badge>
                    </Table.Td>
                    <Table.Td>
                      <Button size="xs" color="red" variant="subtle" aria-label={M.deleteLabel(title)} onClick={() => setDeleting(track)}>
                        {M.columns.delete}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {result && pages > 1 ? <Pagination aria-label={M.pagerLabel} total={pages} value={page} onChange={setPage} /> : null}
      <ConfirmDialog
        opened={deleting !== null}
        title={M.confirmTitle}
        message={M.confirmMessage}
        confirmLabel={M.confirmLabel}
        cancelLabel={M.cancelLabel}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
