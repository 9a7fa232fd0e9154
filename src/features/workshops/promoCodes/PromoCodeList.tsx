import { Badge, Group, Stack, Text } from '@mantine/core';
import type { PromoCodeEntry } from '../../../domain/shop/promoCodeValues';
import { useFormat } from '../../../lib/format/useFormat';
import { useT } from '../../../lib/i18n';

/** The workshop's codes: amount off (cents / 100) or percent off, 'off forever', max redemptions, expiry (spec 3 §3). */
export function PromoCodeList({ codes }: { codes: readonly PromoCodeEntry[] }) {
  const t = useT();
  const format = useFormat();
  if (codes.length === 0) return <Text c="dimmed">{t('promo.none')}</Text>;
  return (
    <Stack gap="xs" component="ul" aria-label={t('promo.listLabel')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {codes.map((code) => (
        <Group key={code.id} component="li" justify="space-between" wrap="wrap" gap="xs" p="xs" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}>
          <Stack gap={0}>
            {/* The code the publisher chose: data, not interface text. */}
            <Text fw={600} data-user-content>
              {code.name}
            </Text>
            <Text size="sm">
              {code.type === 'PERCENT'
                ? t('promo.percentOff', { percent: format.number(code.percent_off ?? 0) })
                : t('promo.amountOff', { amount: format.number((code.fixed_amount_off ?? 0) / 100, { style: 'currency', currency: 'USD' }) })}
            </Text>
          </Stack>
          <Group gap="xs">
            {code.max_redemptions !== null ? <Badge variant="light">{t('promo.maxRedemptions', { count: code.max_redemptions })}</Badge> : null}
            <Badge variant="light" color="gray">
              {t('promo.redeemed', { count: code.times_redeemed })}
            </Badge>
            <Badge variant="light" color="gray">
              {code.expires_at ? t('promo.expires', { date: format.date(code.expires_at * 1000, { dateStyle: 'medium', timeZone: 'UTC' }) }) : t('promo.noExpiry')}
            </Badge>
          </Group>
        </Group>
      ))}
    </Stack>
  );
}
