import { Badge, Button, Checkbox, Container, Group, Loader, MultiSelect, Stack, Text } from '@mantine/core';
import { useT } from '../../lib/i18n';
import { useEffect, useRef, useState } from 'react';
import { displayName } from '../../lib/format/displayName';
import { useSessionUser } from '../../lib/session/AppServices';
import { LoadingSpinner } from '../../lib/ui/LoadingSpinner';
import { PageHeader } from '../../lib/ui/PageHeader';
import type { PublisherHit } from './searchPublishers';
import { usePublisherSearch } from './usePublisherSearch';
import { useImpersonation, useImpersonationTarget } from './useImpersonation';

export interface ImpersonatePageProps {
  /** From the query: impersonate this user at once, then go to /{page} or stay here. */
  id?: string;
  page?: string;
  navigate: (href: string) => void;
}

// The server already matched the typed text (name or username prefix): the select shows its answer as it is.
const keepAll = ({ options }: { options: unknown[] }) => options;

/**
 * /impersonate: an admin picks a publisher to act as (spec 1 §2) with a multi-select publisher search
 * (from 3 typed characters, after 1000 ms; approved teachers only or all), then starts acting as the pick.
 * Impersonation is one publisher at a time, so the select keeps one pick (a new pick replaces it).
 */
export function ImpersonatePage({ id, page, navigate }: ImpersonatePageProps) {
  const t = useT();
  const user = useSessionUser();
  const controller = useImpersonation();
  const target = useImpersonationTarget();
  const [text, setText] = useState('');
  const [approvedOnly, setApprovedOnly] = useState(true);
  const [starting, setStarting] = useState(false);
  const [picked, setPicked] = useState<PublisherHit | null>(null);
  const { hits, searching, searchedFor } = usePublisherSearch(text, approvedOnly);
  // The pick stays an option while the search text changes, so the select can still show it.
  const shown = picked && !hits.some((hit) => hit.id === picked.id) ? [picked, ...hits] : hits;
  const byId = new Map(shown.map((hit) => [hit.id, hit]));
  const optionLabel = (hit: PublisherHit) => `${displayName(hit.name, t('profile.guest'))}${hit.username ? ` (@${hit.username})` : ''}`;
  const startedFromQuery = useRef(false);

  const begin = async (userId: string, then: string) => {
    setStarting(true);
    try {
      await controller.start(userId, user?.email ?? null);
      navigate(then);
    } finally {
      setStarting(false);
    }
  };

  useEffect(() => {
    if (!id || startedFromQuery.current || target || !user?.isAdmin) return;
    startedFromQuery.current = true;
    void begin(id, page ? `/${page.replace(/^\/+/, '')}` : '/impersonate');
    // Runs once per id from the query; `begin` is recreated every render on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, page, target, user?.isAdmin]);

  if (target) {
    return (
      <Container size="md" py="lg">
        <PageHeader heading={t('impersonate.heading')} />
        <Text>{t('impersonate.stopFirst')}</Text>
      </Container>
    );
  }
  return (
    <Container size="md" py="lg">
      <PageHeader heading={t('impersonate.heading')} subheading={t('impersonate.subheading')} />
      {!user?.isAdmin ? null : starting ? (
        <LoadingSpinner />
      ) : (
        <Stack>
          <MultiSelect
            label={t('impersonate.search')}
            description={t('impersonate.searchHelp')}
            searchable
            searchValue={text}
            onSearchChange={setText}
            data={shown.map((hit) => ({ value: hit.id, label: optionLabel(hit) }))}
            filter={keepAll as never}
            value={picked ? [picked.id] : []}
            // One publisher at a time: the latest pick replaces the earlier one.
            onChange={(ids) => setPicked(byId.get(ids.at(-1) ?? '') ?? null)}
            renderOption={({ option }) => {
              const hit = byId.get(option.value);
              return (
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm">{option.label}</Text>
                  {hit?.isApproved ? <Badge size="xs">{t('impersonate.approved')}</Badge> : null}
                </Group>
              );
            }}
            rightSection={searching ? <Loader size="xs" aria-label={t('impersonate.searching')} /> : undefined}
            clearable
          />
          <Checkbox label={t('impersonate.approvedOnly')} checked={approvedOnly} onChange={(e) => setApprovedOnly(e.currentTarget.checked)} />
          {searchedFor !== null && hits.length === 0 ? (
            <Text role="status">{t('publishing.impersonate.noResults', { text: searchedFor })}</Text>
          ) : null}
          {picked ? (
            <Group justify="space-between" wrap="nowrap" role="group" aria-label={t('impersonate.picked')}>
              <Group gap="xs">
                <Text fw={500}>{displayName(picked.name, t('profile.guest'))}</Text>
                {picked.username ? <Text c="dimmed">@{picked.username}</Text> : null}
                {picked.isApproved ? <Badge size="sm">{t('impersonate.approved')}</Badge> : null}
              </Group>
              <Button onClick={() => void begin(picked.id, '/')} aria-label={t('impersonate.actAs', { name: displayName(picked.name, t('profile.guest')) })}>
                {t('impersonate.heading')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      )}
    </Container>
  );
}
