import { Alert, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { isPromoCardStale, needsItem, promoCardRemaining, promoCardType, PROMO_CARD_CHOICES, PROMO_CARD_TTL_SECONDS, type PromoCardChoice, type ShownPromoCard } from '../../../domain/live/promoCards';
import { useT } from '../../../lib/i18n';
import type { LiveApi, PromoItem, PromoItems } from '../liveApi';

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

/** The picker's options: the items of the chosen card, grouped when a card takes more than one kind. */
function itemOptions(items: PromoItem[], groupLabel: (kind: PromoItem['kind']) => string) {
  const kinds = [...new Set(items.map((i) => i.kind))];
  if (kinds.length < 2) return items.map((i) => ({ value: i.id, label: i.title }));
  return kinds.map((kind) => ({ group: groupLabel(kind), items: items.filter((i) => i.kind === kind).map((i) => ({ value: i.id, label: i.title })) }));
}

/**
 * Promo cards (spec 3 §4): pick a retreat, course, live event, follow or donate card, and for the first
 * three one of the host's own items by its title; Show posts it with ttl 14400; the card is remembered in
 * this browser per event and, once stale, hidden with the hide call.
 */
export function PromoCardsPanel({ api, eventId, occurrenceId, ownerUid }: { api: LiveApi; eventId: string; occurrenceId: string; ownerUid: string }) {
  const t = useT();
  const [choice, setChoice] = useState<PromoCardChoice>('FOLLOW');
  const [itemId, setItemId] = useState<string | null>(null);
  const [items, setItems] = useState<PromoItems | null>(null);
  const [active, setActive] = useState<ShownPromoCard | null>(() => remembered(eventId));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    let live = true;
    void api.promoItems(ownerUid, eventId).then((found) => live && setItems(found));
    return () => {
      live = false;
    };
  }, [api, ownerUid, eventId]);
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
  const type = promoCardType(choice);
  const choices = needsItem(choice) && items ? items[type as keyof PromoItems] : [];
  const picked = choices.find((i) => i.id === itemId) ?? null;
  const show = async () => {
    const body = { id: crypto.randomUUID(), occurrence_id: occurrenceId, type, item_id: needsItem(choice) ? (picked?.id ?? '') : '', ttl: PROMO_CARD_TTL_SECONDS };
    const card = await api.showPromoCard(eventId, body);
    if (!card) return;
    const shown: ShownPromoCard = { ...body, shown_at: card.shown_at, ...(card.title ? { title: card.title } : {}) };
    localStorage.setItem(storageKey(eventId), JSON.stringify(shown));
    setActive(shown);
    setItemId(null);
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
          {active.title ? <Text size="sm" fw={600}>{active.title}</Text> : null}
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
            onChange={(value) => {
              if (!value) return;
              setChoice(value as PromoCardChoice);
              setItemId(null);
            }}
            data={PROMO_CARD_CHOICES.map((c) => ({ value: c, label: t(`live.promo.choice.${promoCardType(c)}`) }))}
            allowDeselect={false}
          />
          {needsItem(choice) ? (
            items && choices.length === 0 ? (
              <Text size="sm" c="dimmed" role="status">{t(`live.promo.none.${type as keyof PromoItems}`)}</Text>
            ) : (
              <Select
                label={t('live.promo.item')}
                placeholder={items ? t('live.promo.pick') : t('live.promo.loading')}
                value={itemId}
                onChange={setItemId}
                data={itemOptions(choices, (kind) => t(`live.promo.group.${kind}`))}
                searchable
                disabled={!items}
                nothingFoundMessage={t('live.promo.nothingFound')}
              />
            )
          ) : null}
          <Button onClick={() => void show()} disabled={needsItem(choice) && !picked}>{t('live.promo.show')}</Button>
        </Stack>
      )}
    </Paper>
  );
}
