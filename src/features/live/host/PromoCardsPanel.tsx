import { Alert, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { isPromoCardStale, needsItem, promoCardRemaining, promoCardType, PROMO_CARD_CHOICES, PROMO_CARD_TTL_SECONDS, type PromoCardChoice, type ShownPromoCard } from '../../../domain/live/promoCards';
import { useT } from '../../../lib/i18n';
import type { LiveApi } from '../liveApi';

const storageKey = (eventId: string) => `live.promoCard.${eventId}`;

function remembered(eventId: string): ShownPromoCard | null {
  try {
    return JSON.parse(localStorage.getItem(storageKey(eventId)) ?? 'null') as ShownPromoCard | null;
  } catch {
    return null;
  }
}

const clock = (ms: number) => {
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
};

/**
 * Promo cards (spec 3 §4): pick a retreat, course, live event, follow or donate card; Show posts it with
 * ttl 14400; the card is remembered in this browser per event and, once stale, hidden with the hide call.
 */
export function PromoCardsPanel({ api, eventId, occurrenceId }: { api: LiveApi; eventId: string; occurrenceId: string }) {
  const t = useT();
  const [choice, setChoice] = useState<PromoCardChoice>('FOLLOW');
  const [itemId, setItemId] = useState('');
  const [active, setActive] = useState<ShownPromoCard | null>(() => remembered(eventId));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const forget = () => {
    localStorage.removeItem(storageKey(eventId));
    setActive(null);
  };
  useEffect(() => {
    if (active && isPromoCardStale(active, now)) {
      void api.hidePromoCard(eventId, active.id);
      forget();
    }
  });
  const show = async () => {
    const body = { id: crypto.randomUUID(), occurrence_id: occurrenceId, type: promoCardType(choice), item_id: needsItem(choice) ? itemId.trim() : '', ttl: PROMO_CARD_TTL_SECONDS };
    const card = await api.showPromoCard(eventId, body);
    if (!card) return;
    const shown: ShownPromoCard = { ...body, shown_at: card.shown_at };
    localStorage.setItem(storageKey(eventId), JSON.stringify(shown));
    setActive(shown);
  };
  const hide = async () => {
    if (active) await api.hidePromoCard(eventId, active.id);
    forget();
  };
  return (
    <Paper withBorder p="sm" component="section" aria-label={t('live.promo.title')}>
      <Text fw={600} mb="xs">{t('live.promo.title')}</Text>
      {active ? (
        <Alert color="blue" role="status" title={t(`live.promo.choice.${active.type}`)}>
          <Group justify="space-between" wrap="wrap">
            <Text size="sm">{t('live.promo.hidesIn', { time: clock(promoCardRemaining(active, now)) })}</Text>
            <Button size="xs" variant="default" onClick={() => void hide()}>{t('live.promo.hide')}</Button>
          </Group>
        </Alert>
      ) : (
        <Stack gap="xs">
          <Select
            label={t('live.promo.kind')}
            value={choice}
            onChange={(value) => value && setChoice(value as PromoCardChoice)}
            data={PROMO_CARD_CHOICES.map((c) => ({ value: c, label: t(`live.promo.choice.${promoCardType(c)}`) }))}
            allowDeselect={false}
          />
          {needsItem(choice) ? <TextInput label={t('live.promo.itemId')} value={itemId} onChange={(e) => setItemId(e.currentTarget.value)} /> : null}
          <Button onClick={() => void show()} disabled={needsItem(choice) && !itemId.trim()}>{t('live.promo.show')}</Button>
        </Stack>
      )}
    </Paper>
  );
}
