import { Button, Checkbox, Group, Loader, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import type { FieldProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { useT } from '../../../../lib/i18n';
import { useSessionUser } from '../../../../lib/session/AppServices';
import type { PublisherSummary } from '../../api/retreatLookups';
import { useRetreatLookups } from './RetreatLookupsContext';
import { useDebounced } from './useDebounced';

const SEARCH_DEBOUNCE_MS = 300;
// Only the spec's contributor fields are stored (spec 2 §3).
const stored = ({ id, name, first_name, last_name, region, username, is_publisher, has_avatar, milestone }: PublisherSummary) => ({
  id,
  name,
  first_name,
  last_name,
  region,
  username,
  is_publisher,
  has_avatar,
  milestone,
});

/**
 * `x-ui.widget: "publisherSearch"` (spec 2 §5 co-host): publishers found by name (the service never
 * answers the current user, nor does this list), at most `maxItems` chosen; admins also get the filter
 * `options.adminFilterLabel` ('Only show approved teachers?').
 */
export function PublisherSearchField(props: FieldProps) {
  const lookups = useRetreatLookups();
  const t = useT();
  const me = useSessionUser();
  const options = (props.uiSchema?.['ui:options'] ?? {}) as Record<string, unknown>;
  const id = props.fieldPathId.$id;
  const chosen = (Array.isArray(props.formData) ? props.formData : []) as PublisherSummary[];
  const max = typeof props.schema.maxItems === 'number' ? props.schema.maxItems : 1;
  const locked = Boolean(props.disabled || props.readonly);
  const [query, setQuery] = useState('');
  const [approvedOnly, setApprovedOnly] = useState(false);
  const settled = useDebounced(query.trim(), SEARCH_DEBOUNCE_MS);
  const [found, setFound] = useState<PublisherSummary[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!settled) return setFound([]);
    let live = true;
    setLoading(true);
    lookups.publishers(settled, approvedOnly).then(
      (hits) => live && setFound(hits.filter((p) => p.id !== me?.uid)),
      () => live && setFound([]),
    ).finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [lookups, settled, approvedOnly, me?.uid]);
  const set = (next: PublisherSummary[]) => props.onChange(next.length ? next : undefined, props.fieldPathId.path);
  return (
    <Stack gap="xs">
      {chosen.map((p) => (
        <Group key={p.id} gap="xs">
          <Text size="sm">
            {p.name}
            {p.username ? ` (@${p.username})` : ''}
          </Text>
          {!locked ? (
            <Button size="compact-xs" variant="subtle" onClick={() => set(chosen.filter((c) => c.id !== p.id))}>
              {t('retreats.cohost.remove', { name: p.name })}
            </Button>
          ) : null}
        </Group>
      ))}
      {!locked && chosen.length < max ? (
        <>
          <TextInput
            id={id}
            placeholder={typeof options.placeholder === 'string' ? options.placeholder : undefined}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            aria-describedby={`${id}__error`}
          />
          {me?.isAdmin && typeof options.adminFilterLabel === 'string' ? (
            <Checkbox label={options.adminFilterLabel} checked={approvedOnly} onChange={(event) => setApprovedOnly(event.currentTarget.checked)} />
          ) : null}
          {loading ? <Loader size="xs" aria-label={t('retreats.cohost.searching')} /> : null}
          <Stack gap={0} role="list" aria-label={t('retreats.cohost.found')}>
            {found.map((p) => (
              <UnstyledButton key={p.id} role="listitem" p="xs" onClick={() => (set([...chosen, stored(p)]), setQuery(''))}>
                <Text size="sm">{p.name}</Text>
                <Text size="xs" c="dimmed">
                  {[p.username ? `@${p.username}` : null, p.region].filter(Boolean).join(' · ')}
                </Text>
              </UnstyledButton>
            ))}
          </Stack>
        </>
      ) : null}
    </Stack>
  );
}
