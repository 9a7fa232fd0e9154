import { useId } from 'react';
import { Badge, Button, Card, Group, Menu, Stack, Text } from '@mantine/core';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/format/useFormat';
import { InternalLink } from '../../../lib/ui/InternalLink';
import type { RowAction } from './rowActions';
import { EDIT_ROUTE, type ShopProductRow } from './shopApi';
import { ShareLinkButton } from '../../../lib/share/ShareLinkButton';

const STATUS_COLOR: Record<string, string> = { PENDING: 'yellow', APPROVED: 'green', CANCELLED: 'gray', DELETED: 'red' };
const MENU_ACTIONS = ['duplicate', 'toEditorialCard', 'APPROVE', 'REJECT', 'CANCEL', 'delete'] as const;

interface ShopProductCardProps {
  row: ShopProductRow;
  actions: readonly RowAction[];
  publisherName?: string;
  onAction(action: RowAction, row: ShopProductRow): void;
}

/** One shop product: kind, status, price, dates, promo codes, Edit and the other actions in a menu. */
export function ShopProductCard({ row, actions, publisherName, onAction }: ShopProductCardProps) {
  const t = useT();
  const format = useFormat();
  const title = row.title || t('shop.untitled');
  const titleId = useId();
  const cents = row.prices?.[0]?.price;
  const price = row.type === 'B2B_WORKSHOP_PROMO' ? row.price_text : cents === undefined ? undefined : cents === 0 ? t('shop.free') : format.number(cents / 100, { style: 'currency', currency: 'USD' });
  const dates = row.dates ?? [];
  const first = dates[0];
  const labels: Record<(typeof MENU_ACTIONS)[number], string> = {
    duplicate: t('shop.duplicate'),
    toEditorialCard: t('shop.toEditorialCard'),
    APPROVE: t('shop.approve'),
    REJECT: t('shop.reject'),
    CANCEL: t('shop.cancelProduct'),
    delete: t('shop.delete'),
  };
  const inMenu = MENU_ACTIONS.filter((action) => actions.includes(action));
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={titleId}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          {/* The product's title is what the publisher typed: data, not interface text. */}
          <Text fw={600} lineClamp={2} id={titleId} data-user-content>
            {title}
          </Text>
          <Badge color={STATUS_COLOR[row.status] ?? 'gray'} variant="light" style={{ flexShrink: 0 }}>
            {t(`shop.status.${row.status}` as 'shop.status.PENDING')}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t(`shop.kindOne.${row.type}`)}
          {publisherName ? <span data-user-content>{` · ${publisherName}`}</span> : null}
        </Text>
        {price ? <Text size="sm">{price}</Text> : null}
        {row.type === 'WORKSHOP' ? (
          <Text size="sm">{first ? t('shop.dates', { count: dates.length, first: format.date(new Date(`${first.date}T00:00:00`), { dateStyle: 'medium' }) }) : t('shop.noDates')}</Text>
        ) : null}
        {row.promo_codes?.length ? <Text size="sm">{t('shop.promoCodeCount', { count: row.promo_codes.length })}</Text> : null}
        <Group justify="flex-end" gap="xs" mt={4}>
          {actions.includes('edit') ? (
            <Button size="xs" variant="light" component={InternalLink} href={`${EDIT_ROUTE[row.type]}/${encodeURIComponent(row.id)}`}>
              {t('shop.edit')}
            </Button>
          ) : null}
          {/* Issue 18 item 7: an approved product has its public page /shop_products/{id}. */}
          {row.status === 'APPROVED' ? <ShareLinkButton target={{ kind: 'shopProduct', id: row.id }} title={title} /> : null}
          {inMenu.length > 0 ? (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button size="xs" variant="default" aria-label={t('shop.actions', { title })}>
                  …
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {inMenu.map((action) => (
                  <Menu.Item key={action} color={action === 'delete' ? 'red' : undefined} onClick={() => onAction(action, row)}>
                    {labels[action]}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
