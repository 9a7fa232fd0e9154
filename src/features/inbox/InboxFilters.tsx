import { Group, Select } from '@mantine/core';
import type { InboxKind } from '../../domain/community/inboxQuery';
import { useT, type MessageKey } from '../../lib/i18n';
import type { InboxPage } from './api/inboxApi';
import type { InboxMachineFilters as Filters } from '../../../machines/inboxMachine';

const KNOWN_TYPES = new Set(['COURSES', 'SINGLE_TRACKS', 'SINGLE_VIDEO_TRACKS', 'SHOP_PRODUCT', 'DONATION']);
// A type the catalog does not name yet shows as the service sends it rather than as a key.
const typeLabel = (t: ReturnType<typeof useT>, type: string) => (KNOWN_TYPES.has(type) ? t(`inbox.type.${type}` as MessageKey) : type);

/** Rating, item and type filters (issue 18 item 1); reviews have all three, the gratitude wall its types. */
export function InboxFilters({ kind, page, filters, onChange }: { kind: InboxKind; page: InboxPage | null; filters: Filters; onChange: (next: Filters) => void }) {
  const t = useT();
  const any = (label: string) => ({ value: '', label });
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      {kind === 'reviews' ? (
        <>
          <Select
            label={t('inbox.filter.rating')}
            data={[any(t('inbox.filter.anyRating')), ...[5, 4, 3, 2, 1].map((stars) => ({ value: String(stars), label: t('inbox.filter.stars', { count: stars }) }))]}
            value={filters.rating === undefined ? '' : String(filters.rating)}
            onChange={(value) => onChange({ ...filters, rating: value ? Number(value) : undefined })}
            allowDeselect={false}
            w={150}
          />
          <Select
            label={t('inbox.filter.item')}
            data={[any(t('inbox.filter.anyItem')), ...(page?.item_choices ?? []).map((item) => ({ value: item.id, label: item.title }))]}
            value={filters.item_id ?? ''}
            onChange={(value) => onChange({ ...filters, item_id: value || undefined })}
            allowDeselect={false}
            w={240}
            maw="100%"
          />
        </>
      ) : null}
      <Select
        label={t('inbox.filter.type')}
        data={[any(t('inbox.filter.anyType')), ...(page?.types ?? []).map((type) => ({ value: type, label: typeLabel(t, type) }))]}
        value={filters.type ?? ''}
        onChange={(value) => onChange({ ...filters, type: value || undefined })}
        allowDeselect={false}
        w={170}
      />
    </Group>
  );
}
