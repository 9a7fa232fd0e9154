import { Anchor, Badge, Button, Card, Group, SegmentedControl, Select, Stack, Table, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { TRACK_FILTER_GROUP_NAMES, TRACK_PAGE_SIZE, TRACK_SORTS, isTrackSort, type TrackFilterGroup, type TrackSort } from '../../../domain/tracks/trackListQuery';
import type { TrackListKind } from '../../../domain/tracks/trackVariants';
import { useBackend, useNotifier } from '../../../lib/session/AppServices';
import { Pager } from '../../../lib/ui/Pager';
import { LoadingSpinner } from '../../../lib/ui/LoadingSpinner';
import { ConfirmDialog } from '../../../renderer/ConfirmDialog';
import { createTracksApi, type TrackPage, type TrackRow } from '../api/tracksApi';
import { TrackLink } from './TrackLink';
import { isLibraryItemStatus } from '../../../../machines/libraryItemStatus';
import { useFormat } from '../../../lib/format/useFormat';
import { useT } from '../../../lib/i18n';
import { ShareLinkButton } from '../../../lib/share/ShareLinkButton';

/**
 * /audio (free) and /premium-tracks: the publisher's tracks of that kind, filtered by status group,
 * sorted by one of the seven sorts, 20 a page with a pager; View opens the wizard, Delete asks first
 * (Confirm Deletion) and sends the library item DELETE action. Read anew on every visit, so a save shows.
 */
export function TracksPage({ kind }: { kind: TrackListKind }) {
  const t = useT();
  const format = useFormat();
  const filters = TRACK_FILTER_GROUP_NAMES.map((value) => ({ value, label: t(`tracks.filter.${value}`) }));
  const sorts = TRACK_SORTS.map((value) => ({ value, label: t(`tracks.sort.${value}`) }));
  const date = (at: { epoch: number } | null) => (at ? format.date(at.epoch) : '');
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
  // Under the theme's `sm` breakpoint each track is a card, as the course list does (issue 15): five columns do not fit a phone.
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`) === true;
  const tableLabel = kind === 'premium' ? t('tracks.list.tablePremium') : t('tracks.list.tableFree');
  const titleOf = (track: TrackRow) => track.title || t('tracks.list.untitled');
  const statusBadge = (track: TrackRow) => <Badge variant="light">{isLibraryItemStatus(track.status) ? t(`tracks.status.${track.status}`) : track.status_label}</Badge>;
  const viewLink = (track: TrackRow) => (
    <Anchor component={TrackLink} href={`/tracks/${encodeURIComponent(track.id)}`} aria-label={t('tracks.list.viewLabel', { title: titleOf(track) })}>
      {t('tracks.list.view')}
    </Anchor>
  );
  const deleteButton = (track: TrackRow) => (
    <Button size="xs" color="red" variant="subtle" aria-label={t('tracks.list.deleteLabel', { title: titleOf(track) })} onClick={() => setDeleting(track)}>
      {t('tracks.list.columnDelete')}
    </Button>
  );
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
            {t('tracks.list.uploadAudio')}
          </Button>
          {kind === 'premium' ? (
            <Button component={TrackLink} href="/tracks/create?type=video&from=premium" variant="light">
              {t('tracks.list.uploadVideo')}
            </Button>
          ) : null}
        </Group>
        <Select
          label={t('tracks.list.sortLabel')}
          data={sorts}
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
        aria-label={t('tracks.list.filterLabel')}
        data={filters}
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
        <Text>{t('tracks.list.empty')}</Text>
      ) : phone ? (
        <Stack component="ul" gap="sm" aria-label={tableLabel} p={0} m={0} style={{ listStyle: 'none' }}>
          {result.rows.map((track) => (
            <Card component="li" key={track.id} withBorder padding="sm" aria-labelledby={`track-card-${track.id}`}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }} id={`track-card-${track.id}`} data-user-content>
                  {titleOf(track)}
                </Text>
                {viewLink(track)}
              </Group>
              <Group gap="xs" mt={6}>
                {statusBadge(track)}
                {track.status === 'PUBLISHED' ? <ShareLinkButton target={{ kind: 'track', id: track.id }} title={titleOf(track)} /> : null}
              </Group>
              <Group justify="space-between" mt={6} wrap="nowrap">
                <Text size="sm">{`${t('tracks.list.columnDate')}: ${date(track.created_at)}`}</Text>
                {deleteButton(track)}
              </Group>
            </Card>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table aria-label={tableLabel}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('tracks.list.columnView')}</Table.Th>
                <Table.Th>{t('tracks.list.columnDate')}</Table.Th>
                <Table.Th>{t('tracks.list.columnTitle')}</Table.Th>
                <Table.Th>{t('tracks.list.columnStatus')}</Table.Th>
                <Table.Th>{t('tracks.list.columnDelete')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.rows.map((track) => (
                <Table.Tr key={track.id}>
                  <Table.Td>
                    {viewLink(track)}
                    {/* Issue 18 item 7: a live track has a public link to share. */}
                    {track.status === 'PUBLISHED' ? <ShareLinkButton target={{ kind: 'track', id: track.id }} title={titleOf(track)} /> : null}
                  </Table.Td>
                  <Table.Td>{date(track.created_at)}</Table.Td>
                  <Table.Td data-user-content>{titleOf(track)}</Table.Td>
                  <Table.Td>{statusBadge(track)}</Table.Td>
                  <Table.Td>{deleteButton(track)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {result && pages > 1 ? <Pager label={t('tracks.list.pagerLabel')} total={pages} page={page} onChange={setPage} /> : null}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('tracks.list.confirmTitle')}
        message={t('tracks.list.confirmMessage')}
        confirmLabel={t('tracks.list.confirmLabel')}
        cancelLabel={t('tracks.list.cancelLabel')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
