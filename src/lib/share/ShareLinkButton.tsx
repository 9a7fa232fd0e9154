import { Button, Group, Popover, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { createServiceClient } from '../../backend/http/createServiceClient';
import { useT } from '../i18n';
import { useBackend, useNotifier, useSessionUser } from '../session/AppServices';
import { CopyLink } from '../ui/CopyLink';
import { generateShareLink } from './generateShareLink';
import { shareLinks, type ShareTarget } from './publicLinks';

/**
 * A Share button for any list of items with public links (courses, tracks, retreats, workshops): makes a
 * short link through the share-link generator (3 tries, 5 s apart) and shows it with Copy and its
 * 'copied' feedback.
 */
export function ShareLinkButton({ target, title, image }: { target: ShareTarget; title: string; image?: string }) {
  const t = useT();
  const backend = useBackend();
  const notifier = useNotifier();
  const uid = useSessionUser()?.uid ?? '';
  const [state, setState] = useState<{ kind: 'idle' } | { kind: 'making' } | { kind: 'made'; link: string } | { kind: 'failed' }>({ kind: 'idle' });
  const make = async () => {
    setState({ kind: 'making' });
    const client = createServiceClient('shareLinks', backend, notifier);
    const { webLink, deepLink } = shareLinks(target);
    const body = { web_link: webLink, deep_link: deepLink, user_id: uid, title, ...(image ? { image } : {}) };
    try {
      const link = await generateShareLink(
        async (request) => (await client.request<{ data: { short_link: string } }>('post', 'api/v1/share-links', { quiet: true, json: request }))?.data.short_link,
        body,
      );
      setState({ kind: 'made', link });
    } catch {
      setState({ kind: 'failed' });
    }
  };
  return (
    <Popover width={320} position="bottom-end" withArrow onClose={() => setState({ kind: 'idle' })}>
      <Popover.Target>
        <Button size="xs" variant="light" onClick={() => state.kind === 'idle' && void make()} aria-label={t('share.title', { title })}>
          {t('share.button')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          {state.kind === 'making' ? <Text size="sm">{t('share.making')}</Text> : null}
          {state.kind === 'failed' ? (
            <Group justify="space-between">
              <Text size="sm" c="red">
                {t('share.failed')}
              </Text>
              <Button size="xs" onClick={() => void make()}>
                {t('inbox.retry')}
              </Button>
            </Group>
          ) : null}
          {state.kind === 'made' ? <CopyLink url={state.link} /> : null}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
