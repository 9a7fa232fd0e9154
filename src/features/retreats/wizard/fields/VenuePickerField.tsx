import { Button, Drawer, Group, Loader, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import type { FieldProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import type { VenueSummary } from '../../api/retreatLookups';
import { useSchemaText } from '../../../../lib/i18n/schema/useSchemaText';
import { useSchemaOptionTexts } from '../../../../renderer/widgets/useSchemaOptionTexts';
import { useRetreatLookups } from './RetreatLookupsContext';
import { useDebounced } from './useDebounced';

const where = (venue: VenueSummary) => [venue.region?.city, venue.region?.country].filter(Boolean).join(', ');

/** The texts and settings of `x-ui.options`; the step meta-schema requires every one of them for venuePicker. */
interface VenuePickerOptions {
  searchPlaceholder: string;
  notListedLabel: string;
  notListedId: string;
  loadMoreLabel: string;
  chooseLabel: string;
  changeLabel: string;
  loadingLabel: string;
  emptyText: string;
  failedText: string;
  pageSize: number;
  debounceMs: number;
}

/**
 * `x-ui.widget: "venuePicker"` (spec 2 §2, §7): the chosen venue and a button opening a side drawer
 * with a search (debounced `options.debounceMs`), pages of `options.pageSize` with Load More, and the
 * entry `options.notListedLabel` storing the venue id `options.notListedId`. Every text it shows is a
 * schema option (in the reader's language), so the screen itself holds no English.
 */
export function VenuePickerField(props: FieldProps) {
  const lookups = useRetreatLookups();
  const options = useSchemaOptionTexts((props.uiSchema?.['ui:options'] ?? {}) as unknown as VenuePickerOptions);
  const schemaText = useSchemaText();
  const title = schemaText(String(props.schema.title ?? ''));
  const { pageSize, debounceMs, notListedId } = options;
  const id = props.fieldPathId.$id;
  // Only a chosen venue has an id (the form may hold an empty one made up by its defaults).
  const chosen = props.formData as Partial<VenueSummary> | undefined;
  const value = chosen?.id ? (chosen as VenueSummary) : undefined;
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
          {value ? options.changeLabel : options.chooseLabel}
        </Button>
      </Group>
      <Drawer opened={open} onClose={() => setOpen(false)} position="right" title={title} scrollAreaComponent={ScrollArea.Autosize}>
        <Stack gap="xs">
          <TextInput
            label={options.searchPlaceholder}
            placeholder={options.searchPlaceholder}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            data-autofocus
          />
          <UnstyledButton onClick={() => choose({ id: notListedId, name: options.notListedLabel })} p="xs" style={{ fontWeight: 600 }}>
            {options.notListedLabel}
          </UnstyledButton>
          <Stack gap={0} role="list" aria-label={title}>
            {venues.map((venue) => (
              <UnstyledButton key={venue.id} role="listitem" onClick={() => choose(venue)} p="xs" aria-current={value?.id === venue.id || undefined}>
                <Text size="sm">{venue.name}</Text>
                <Text size="xs" c="dimmed">
                  {where(venue)}
                </Text>
              </UnstyledButton>
            ))}
          </Stack>
          {loading ? <Loader size="sm" aria-label={options.loadingLabel} /> : null}
          {failed ? <Text size="sm" c="red">{options.failedText}</Text> : null}
          {!loading && venues.length === 0 && !failed ? <Text size="sm" c="dimmed">{options.emptyText}</Text> : null}
          {hasMore && !loading ? (
            <Button variant="default" onClick={() => void load(venues.length)}>
              {options.loadMoreLabel}
            </Button>
          ) : null}
        </Stack>
      </Drawer>
    </Stack>
  );
}
