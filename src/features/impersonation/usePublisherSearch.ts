import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useBackend } from '../../lib/session/AppServices';
import { searchPublishers, SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS, type PublisherHit } from './searchPublishers';

/** Runs the publisher search 1000 ms after typing stops, from 3 characters on. */
export function usePublisherSearch(text: string, approvedOnly: boolean): { hits: PublisherHit[]; searching: boolean; searchedFor: string | null } {
  const { documents } = useBackend();
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [state, setState] = useState<{ key: string; hits: PublisherHit[] }>({ key: '', hits: [] });
  const key = debounced.length >= SEARCH_MIN_CHARS ? `${approvedOnly}:${debounced}` : '';
  useEffect(() => {
    if (key === '') return;
    let current = true;
    searchPublishers(documents, debounced, approvedOnly).then((hits) => {
      if (current) setState({ key, hits });
    });
    return () => {
      current = false;
    };
  }, [documents, debounced, approvedOnly, key]);
  if (key === '') return { hits: [], searching: false, searchedFor: null };
  // searchedFor: the text whose answer is on screen, so an empty answer can say what found nothing.
  return { hits: state.key === key ? state.hits : [], searching: state.key !== key, searchedFor: state.key === key ? debounced : null };
}
