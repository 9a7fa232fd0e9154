import { Alert, Button, Code, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { createServiceClient } from '../../backend/http/createServiceClient';
import { useT } from '../../lib/i18n';
import { useBackend, useNotifier, useSessionUser } from '../../lib/session/AppServices';
import { CopyLink } from '../../lib/ui/CopyLink';
import { useCopyFeedback } from '../../lib/ui/useCopyFeedback';
import { LoadingSpinner } from '../../lib/ui/LoadingSpinner';
import { loadPromotionLinks, type PromotionLink } from './promotionLinks';
import { QrCode } from './QrCode';

const publicSite = () => (import.meta.env.VITE_PUBLIC_SITE_URL as string | undefined) ?? window.location.origin;

/**
 * /promotion (approved publishers; issue 18 item 4): the public profile link with its QR code, the
 * content links, and the embeddable widget the widgets service makes for a chosen link.
 */
export function PromotionPage() {
  const t = useT();
  const backend = useBackend();
  const notifier = useNotifier();
  const user = useSessionUser();
  const client = useMemo(() => createServiceClient('teacherDashboard', backend, notifier), [backend, notifier]);
  const [data, setData] = useState<{ username: string | null; links: PromotionLink[] } | null>(null);
  const [widgetFor, setWidgetFor] = useState<string | null>(null);
  const [snippet, setSnippet] = useState<string | null>(null);
  const { copied, copy } = useCopyFeedback();

  useEffect(() => {
    if (!user) return;
    void loadPromotionLinks(backend.documents, user.uid).then(setData);
  }, [backend.documents, user]);
  if (!data) return <LoadingSpinner />;
  if (!data.username) return <Alert color="gray">{t('promotion.noUsername')}</Alert>;

  const site = publicSite();
  const profileUrl = `${site}/${data.username}`;
  const choices = [{ value: profileUrl, label: t('promotion.profileChoice') }, ...data.links.map((l) => ({ value: `${site}${l.path}`, label: l.title }))];
  const makeWidget = async () => {
    const url = widgetFor ?? profileUrl;
    const cid = data.links.find((l) => `${site}${l.path}` === url)?.id;
    const answer = await client.request<{ data: { html: string } }>('get', 'api/generate', { searchParams: { url, cid } });
    if (answer) setSnippet(answer.data.html);
  };

  return (
    <Stack maw={820}>
      <Paper withBorder p="md" component="section" aria-labelledby="promotion-profile">
        <Title order={2} size="h4" id="promotion-profile" mb="xs">
          {t('promotion.profileHeading')}
        </Title>
        <Group align="flex-start" wrap="wrap" gap="lg">
          <Stack gap="xs" style={{ flex: '1 1 240px', minWidth: 0 }}>
            <Text size="sm" c="dimmed">
              {t('promotion.profileHelp')}
            </Text>
            <CopyLink url={profileUrl} />
          </Stack>
          <QrCode value={profileUrl} label={t('promotion.qrLabel', { url: profileUrl })} />
        </Group>
      </Paper>
      <Paper withBorder p="md" component="section" aria-labelledby="promotion-content">
        <Title order={2} size="h4" id="promotion-content" mb="xs">
          {t('promotion.contentHeading')}
        </Title>
        {data.links.length === 0 ? (
          <Text c="dimmed">{t('promotion.noContent')}</Text>
        ) : (
          <Stack gap="sm">
            {data.links.map((link) => (
              <Stack key={link.id} gap={2}>
                <Text fw={600} size="sm" data-user-content>
                  {link.title}
                </Text>
                <CopyLink url={`${site}${link.path}`} />
              </Stack>
            ))}
          </Stack>
        )}
      </Paper>
      <Paper withBorder p="md" component="section" aria-labelledby="promotion-widget">
        <Title order={2} size="h4" id="promotion-widget" mb="xs">
          {t('promotion.widgetHeading')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t('promotion.widgetHelp')}
        </Text>
        <Group align="flex-end" wrap="wrap">
          <Select label={t('promotion.widgetFor')} data={choices} value={widgetFor ?? profileUrl} allowDeselect={false} onChange={(v) => { setWidgetFor(v); setSnippet(null); }} w={{ base: '100%', sm: 360 }} />
          <Button onClick={() => void makeWidget()}>{t('promotion.widgetMake')}</Button>
        </Group>
        {snippet && (
          <Stack gap="xs" mt="md">
            <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }} aria-label={t('promotion.widgetCode')}>
              {snippet}
            </Code>
            <Group>
              <Button size="xs" variant="light" onClick={() => void copy(snippet)}>
                {copied ? t('copy.copied') : t('copy.copy')}
              </Button>
            </Group>
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
