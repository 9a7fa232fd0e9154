import { Badge, Button, Checkbox, Container, Group, Stack, Text, TextInput } from '@mantine/core';
import { useT } from '../../lib/i18n';
import { useEffect, useRef, useState } from 'react';
import { displayName } from '../../lib/format/displayName';
import { useSessionUser } from '../../lib/session/AppServices';
import { LoadingSpinner } from '../../lib/ui/LoadingSpinner';
import { PageHeader } from '../../lib/ui/PageHeader';
import { usePublisherSearch } from './usePublisherSearch';
import { useImpersonation, useImpersonationTarget } from './useImpersonation';

export interface ImpersonatePageProps {
  /** From the query: impersonate this user at once, then go to /{page} or stay here. */
  id?: string;
  page?: string;
  navigate: (href: string) => void;
}

/** /impersonate: an admin picks a publisher to act as (spec 1 §2). */
export function ImpersonatePage({ id, page, navigate }: ImpersonatePageProps) {
  const t = useT();
  const user = useSessionUser();
  const controller = useImpersonation();
  const target = useImpersonationTarget();
  const [text, setText] = useState('');
  const [approvedOnly, setApprovedOnly] = useState(true);
  const [starting, setStarting] = useState(false);
  const { hits, searching, searchedFor } = usePublisherSearch(text, approvedOnly);
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
          <TextInput label={t('impersonate.search')} description={t('impersonate.searchHelp')} value={text} onChange={(e) => setText(e.currentTarget.value)} />
          <Checkbox label={t('impersonate.approvedOnly')} checked={approvedOnly} onChange={(e) => setApprovedOnly(e.currentTarget.checked)} />
          {searching ? <LoadingSpinner size="small" /> : null}
          {searchedFor !== null && hits.length === 0 ? (
            <Text role="status">{t('publishing.impersonate.noResults', { text: searchedFor })}</Text>
          ) : null}
          <Stack gap="xs" role="list" aria-label={t('impersonate.list')}>
            {hits.map((hit) => (
              <Group key={hit.id} role="listitem" justify="space-between" wrap="nowrap">
                <Group gap="xs">
                  <Text fw={500}>{displayName(hit.name)}</Text>
                  {hit.username ? <Text c="dimmed">@{hit.username}</Text> : null}
                  {hit.isApproved ? <Badge size="sm">{t('impersonate.approved')}</Badge> : null}
                </Group>
                <Button size="xs" onClick={() => void begin(hit.id, '/')} aria-label={t('impersonate.actAs', { name: displayName(hit.name) })}>
                  {t('impersonate.heading')}
                </Button>
              </Group>
            ))}
          </Stack>
        </Stack>
      )}
    </Container>
  );
}
