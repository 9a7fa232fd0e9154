import { Button, Group, Select, Tabs } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useBackend, useNotifier, useSessionUser } from '../../../lib/session/AppServices';
import { useT } from '../../../lib/i18n';
import { InternalLink } from '../../../lib/ui/InternalLink';
import { LoadingSpinner } from '../../../lib/ui/LoadingSpinner';
import { createShopApi, EDIT_ROUTE, type ShopApi, type ShopKind } from './shopApi';
import { ShopProductList } from './ShopProductList';
import { useShopProducts } from './useShopProducts';

interface ShopTabsProps {
  kinds: readonly ShopKind[];
  tab: ShopKind;
  onTabChange(kind: ShopKind): void;
  /** The admin's publisher filter (the shop); publishers always see their own. */
  publisherFilter?: boolean;
  /** Tests give a fake; the app builds the real one. */
  api?: ShopApi;
}

function KindPanel({ api, kind, ownerId, names }: { api: ShopApi; kind: ShopKind; ownerId?: string; names?: Record<string, string> }) {
  const t = useT();
  const { rows, reload } = useShopProducts(api, kind, ownerId);
  return (
    <>
      <Group justify="flex-end" my="md">
        <Button component={InternalLink} href={`${EDIT_ROUTE[kind]}/create`}>
          {t(`shop.create.${kind}`)}
        </Button>
      </Group>
      {rows ? <ShopProductList api={api} rows={rows} publisherNames={names} onChanged={reload} /> : <LoadingSpinner />}
    </>
  );
}

/** Tabs per shop product kind, each with its create button and list; the admin's publisher filter above. */
export function ShopTabs({ kinds, tab, onTabChange, publisherFilter = false, api: given }: ShopTabsProps) {
  const t = useT();
  const backend = useBackend();
  const notifier = useNotifier();
  const api = useMemo(() => given ?? createShopApi(backend, notifier), [given, backend, notifier]);
  const isAdmin = useSessionUser()?.isAdmin === true;
  const filtering = publisherFilter && isAdmin;
  const [ownerId, setOwnerId] = useState<string | null>(null);
  const [names, setNames] = useState<Record<string, string>>({});

  // The filter offers every publisher with a product of these kinds.
  useEffect(() => {
    if (!filtering) return;
    let live = true;
    void Promise.all(kinds.map((kind) => api.list(kind).catch(() => [])))
      .then((lists) => [...new Set(lists.flat().map((row) => row.owner_id))])
      .then((owners) => Promise.all(owners.map(async (uid) => [uid, await api.publisherName(uid)] as const)))
      .then((pairs) => live && setNames(Object.fromEntries(pairs)));
    return () => {
      live = false;
    };
  }, [api, filtering, kinds]);

  return (
    <>
      {filtering ? (
        <Select
          label={t('shop.publisher')}
          placeholder={t('shop.allPublishers')}
          data={Object.entries(names).map(([value, label]) => ({ value, label }))}
          value={ownerId}
          onChange={setOwnerId}
          clearable
          searchable
          maw={360}
          mb="md"
        />
      ) : null}
      <Tabs value={tab} onChange={(value) => value && onTabChange(value as ShopKind)} keepMounted={false}>
        <Tabs.List>
          {kinds.map((kind) => (
            <Tabs.Tab key={kind} value={kind}>
              {t(`shop.kind.${kind}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {kinds.map((kind) => (
          <Tabs.Panel key={kind} value={kind}>
            <KindPanel api={api} kind={kind} ownerId={filtering ? (ownerId ?? undefined) : undefined} names={filtering ? names : undefined} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
