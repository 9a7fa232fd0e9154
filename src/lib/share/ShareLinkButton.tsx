import { Button, Group, Popover, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { createServiceClient } from '../../backend/http/createServiceClient';
import { useT } from '../i18n';
import { useBackend, useNotifier, useSessionUser } from '../session/AppServices';
import { CopyLink } from '../ui/CopyLink';
import { generateShareLink } from './generateShareLink';
import { shareLinks, type ShareTarget } from './publicLinks';

interface ShareProps {
  target: ShareTarget;
  title: string;
  image?: string;
}

/** Makes the short link once opened (3 tries, 5 s apart) and shows it with Copy, or a retry. */
function ShareLinkMaker({ target, title, image }: ShareProps) {
  const t = useT();
  const backend = useBackend();
  const notifier = useNotifier();
  const uid = useSessionUser()?.uid ?? '';
  const [state, setState] = useState<{ kind: 'making' } | { kind: 'made'; link: string } | { kind: 'failed' }>({ kind: 'making' });
  const make = useCallback(async () => {
    setState({ kind: 'making' });
    const client = createServiceClient('shareLinks', backend, notifier);
    const { webLink, deepLink } = shareLinks(target);
    const body = { web_link: webLink, deep_link: deepLink, user_id: uid, title, ...(image ? { image } : {}) };
    try {
      const link = await generateShareLink(async (request) => (await client.request<{ data: { short_link: string } }>('post', 'api/v1/share-links', { quiet: true, json: request }))?.data.short_link, body);
      setState({ kind: 'made', link });
    } catch {
      setState({ kind: 'failed' });
    }
  }, [backend, notifier, uid, target, title, image]);
  useEffect(() => {
    void make();
    // Made once per opening; the target of an open popover does not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (state.kind === 'making') return <Text size="sm">{t('share.making')}</Text>;
  if (state.kind === 'made') return <CopyLink url={state.link} />;
  return (
    <Group justify="space-between">
      <Text size="sm" c="red">
        {t('share.failed')}
      </Text>
      <Button size="xs" onClick={() => void make()}>
        {t('inbox.retry')}
      </Button>
    </Group>
  );
}

/**
 * A Share button for any list of items with public links (courses, tracks, retreats, workshops): opening
 * it makes a short link through the share-link generator and shows it with Copy and its 'copied' feedback.
 */
export function ShareLinkButton(props: ShareProps) {
  const t = useT();
  return (
    <Popover width={320} position="bottom-end" withArrow>
      <Popover.Target>
        <Button size="xs" variant="light" aria-label={t('share.title', { title: props.title })}>
          {t('share.button')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <ShareLinkMaker {...props} />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
