import { Button, Drawer, Group, Loader, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import type { FieldProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import type { VenueSummary } from '../../api/retreatLookups';
import { useRetreatLookups } from './RetreatLookupsContext';
import { useDebounced } from './useDebounced';

const text = (options: Record<string, unknown>, key: string, fallback: string) => (typeof options[key] === 'string' ? (options[key] as string) : fallback);
const where = (venue: VenueSummary) => [venue.region?.city, venue.region?.country].filter(Boolean).join(', ');

/**
 * `x-ui.widget: "venuePicker"` (spec 2 §2, §7): the chosen venue and a button opening a side drawer
 * with a search (debounced `options.debounceMs`), pages of `options.pageSize` with Load More, and the
 * entry 'My venue is not listed' storing the venue id `options.notListedId`.
 */
export function VenuePickerField(props: FieldProps) {
  const lookups = useRetreatLookups();
  const options = (props.uiSchema?.['ui:options'] ?? {}) as Record<string, unknown>;
  const pageSize = typeof options.pageSize === 'number' ? options.pageSize : 50;
  const debounceMs = typeof options.debounceMs === 'number' ? options.debounceMs : 300;
  const notListedId = text(options, 'notListedId', 'UNAVAILABLE');
  const notListedLabel = text(options, 'notListedLabel', 'My venue is not listed');
  const id = props.fieldPathId.$id;
  const value = props.formData as VenueSummary | undefined;
  const locked = Boolean(props.disabled || props.readonly);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const settled = useDebounced(query.trim(), debounceMs);
  const [venues, setVenues] = useState<VenueSummary[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const load = (offset: number) => {
    setLoading(true);
    setFailed(false);
    return lookups.venues(settled, offset, pageSize).then(
      (page) => {
        setVenues((shown) => (offset === 0 ? page.venues : [...shown, ...page.venues]));
        setHasMore(page.hasMore);
      },
      () => setFailed(true),
    ).finally(() => setLoading(false));
  };
  useEffect(() => {
    if (open) void load(0);
    // A new query or a reopened drawer starts at the first page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, settled]);
  const choose = (venue: VenueSummary) => {
    props.onChange(venue, props.fieldPathId.path);
    setOpen(false);
  };
  return (
    <Stack gap={4}>
      {value ? (
        <Text id={`${id}-chosen`} size="sm">
          {value.name}
          {value.id !== notListedId && where(value) ? ` — ${where(value)}` : ''}
        </Text>
      ) : null}
      <Group>
        <Button id={id} variant="light" disabled={locked} onClick={() => setOpen(true)} aria-describedby={`${id}__error`}>
          {value ? text(options, 'changeLabel', 'Change venue') : text(options, 'chooseLabel', 'Choose venue')}
        </Button>
      </Group>
      <Drawer opened={open} onClose={() => setOpen(false)} position="right" title={String(props.schema.title ?? 'Venue')} scrollAreaComponent={ScrollArea.Autosize}>
        <Stack gap="xs">
          <TextInput
            label={text(options, 'searchPlaceholder', 'Search venues')}
            placeholder={text(options, 'searchPlaceholder', 'Search venues')}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            data-autofocus
          />
          <UnstyledButton onClick={() => choose({ id: notListedId, name: notListedLabel })} p="xs" style={{ fontWeight: 600 }}>
            {notListedLabel}
          </UnstyledButton>
          <Stack gap={0} role="list" aria-label={String(props.schema.title ?? 'Venue')}>
            {venues.map((venue) => (
              <UnstyledButton key={venue.id} role="listitem" onClick={() => choose(venue)} p="xs" aria-current={value?.id === venue.id || undefined}>
                <Text size="sm">{venue.name}</Text>
                <Text size="xs" c="dimmed">
                  {where(venue)}
                </Text>
              </UnstyledButton>
            ))}
          </Stack>
          {loading ? <Loader size="sm" aria-label="Loading" /> : null}
          {failed ? <Text size="sm" c="red">Whoops, something went wrong.</Text> : null}
          {!loading && venues.length === 0 && !failed ? <Text size="sm" c="dimmed">No venues found.</Text> : null}
          {hasMore && !loading ? (
            <Button variant="default" onClick={() => void load(venues.length)}>
              {text(options, 'loadMoreLabel', 'Load More')}
            </Button>
          ) : null}
        </Stack>
      </Drawer>
    </Stack>
  );
}
