import { Alert, Badge, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { useSessionUser } from '../../../lib/session/AppServices';
import { LoadingSpinner } from '../../../lib/ui/LoadingSpinner';
import { CommentsPanel } from '../comments/CommentsPanel';
import { useCommentStream } from '../comments/useCommentStream';
import type { LiveEventView } from '../liveApi';
import { useLiveApi } from '../useLiveApi';
import { LiveStreamPlayer } from './LiveStreamPlayer';

type Loaded = { state: 'loading' } | { state: 'missing' } | { state: 'ready'; view: LiveEventView };

/**
 * /live/{eventId}/watch: the local backend's viewer page. It joins the session (counted among the
 * attendees), plays the HLS stream, and shows the comments (approved ones and the viewer's own) and the
 * host's promo card as they arrive.
 */
export function LiveViewerPage({ eventId }: { eventId: string }) {
  const t = useT();
  const api = useLiveApi();
  const uid = useSessionUser()?.uid ?? null;
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    api.view(eventId, { quiet: true }).then(
      (view) => {
        if (!live) return;
        setLoaded(view ? { state: 'ready', view } : { state: 'missing' });
        if (view?.occurrence) void api.join(eventId, view.occurrence.id);
      },
      () => live && setLoaded({ state: 'missing' }),
    );
    return () => {
      live = false;
    };
  }, [api, eventId]);
  const view = loaded.state === 'ready' ? loaded.view : null;
  const occurrenceId = view?.occurrence?.id ?? null;
  const stream = useCommentStream(api, eventId, occurrenceId, view?.owner ?? '');
  if (loaded.state === 'loading') return <LoadingSpinner fullScreen />;
  if (!view) return <Alert m="md" color="red" title={t('live.form.notFound')} />;
  return (
    <Container size="xl" py="md">
      <Group gap="sm" mb="md">
        <Title order={1} size="h3" data-user-content>
          {view.title}
        </Title>
        {view.occurrence?.status === 'IN_PROGRESS' ? <Badge color="red">{t('live.time.liveNow')}</Badge> : null}
      </Group>
      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack>
            {occurrenceId ? <LiveStreamPlayer url={view.playback_url ?? api.hlsUrl(eventId, occurrenceId)} bearer={api.bearer} audioOnly={view.type === 'AUDIO_STREAM'} /> : null}
            {stream.promo ? (
              <Alert color="blue" role="status" title={t(`live.promo.choice.${stream.promo.type}`)}>
                {stream.promo.title ? <Text size="sm" data-user-content>{stream.promo.title}</Text> : null}
              </Alert>
            ) : null}
            <Text data-user-content>{view.description}</Text>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          {occurrenceId ? <CommentsPanel stream={stream} reader={{ uid, isHost: false }} onPost={(text) => api.postComment(eventId, occurrenceId, text)} /> : null}
        </Grid.Col>
      </Grid>
    </Container>
  );
}
