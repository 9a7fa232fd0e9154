import { useId } from 'react';
import { Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useFormat } from '../../../lib/format/useFormat';
import { useT, type MessageKey } from '../../../lib/i18n';
import { InternalLink } from '../../../lib/ui/InternalLink';
import type { RetreatRow } from '../api/retreatsListApi';
import { retreatDates } from './retreatDates';
import { ShareLinkButton } from '../../../lib/share/ShareLinkButton';

const STATUS_COLOURS: Record<string, string> = { DRAFT: 'gray', PENDING: 'yellow', APPROVED: 'teal', REMOVED: 'red' };

// Delete is offered where the retreat status machine allows it (DRAFT, PENDING, REMOVED), and only to the owner.
const DELETABLE = new Set(['DRAFT', 'PENDING', 'REMOVED']);

const href = (row: RetreatRow, path: string) => `${path}${encodeURIComponent(row.id)}${row.role === 'owner' ? '' : `?user_id=${encodeURIComponent(row.user_id)}`}`;

/** One retreat of the list: title, dates, status, step progress, sales, and Edit, View and Delete as allowed. */
export function RetreatCard({ row, onDelete }: { row: RetreatRow; onDelete: (row: RetreatRow) => void }) {
  const t = useT();
  const format = useFormat();
  const title = row.data.title?.trim() || t('retreats.list.untitled');
  const titleId = useId();
  const dates = retreatDates(format, row.data.start_date, row.data.end_date) ?? t('retreats.list.noDates');
  const statusKey = `retreats.status.${row.status}` as MessageKey;
  const percent = row.progress.total ? Math.round((row.progress.complete / row.progress.total) * 100) : 0;
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          {/* The retreat's name is what the publisher typed: data, not interface text. */}
          <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }} id={titleId} data-user-content>
            {title}
          </Title>
          <Badge color={STATUS_COLOURS[row.status] ?? 'gray'} variant="light" style={{ flexShrink: 0 }}>
            {row.status in STATUS_COLOURS ? t(statusKey) : row.status}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {dates}
        </Text>
        <Group gap="xs">
          {row.role === 'cohost' && <Badge variant="outline">{t('retreats.list.cohost')}</Badge>}
          {row.number_of_sales > 0 && <Badge variant="outline">{t('retreats.list.sales', { count: row.number_of_sales })}</Badge>}
        </Group>
        <Text size="sm">{t('retreats.list.progress', { complete: row.progress.complete, total: row.progress.total })}</Text>
        <Progress value={percent} aria-hidden size="sm" />
        <Group gap="xs" mt="xs">
          {row.can_edit && (
            <Button size="xs" component={InternalLink} href={href(row, '/retreat/')} aria-label={t('retreats.list.editLabel', { title })}>
              {t('retreats.list.edit')}
            </Button>
          )}
          <Button size="xs" variant="default" component={InternalLink} href={href(row, '/retreat/view/')} aria-label={t('retreats.list.viewLabel', { title })}>
            {t('retreats.list.view')}
          </Button>
          {/* Issue 18 item 7: an approved retreat has a public page (the spec's /retreat/{slug}; the id serves as its slug here). */}
          {row.status === 'APPROVED' && <ShareLinkButton target={{ kind: 'retreat', slug: String((row.data as { slug?: unknown }).slug ?? row.id) }} title={title} />}
          {row.role === 'owner' && DELETABLE.has(row.status) && (
            <Button size="xs" variant="subtle" color="red" onClick={() => onDelete(row)} aria-label={t('retreats.list.deleteLabel', { title })}>
              {t('common.delete')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
