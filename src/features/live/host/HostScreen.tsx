import { HTTPError } from 'ky';
import { Alert, Box, Button, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import type { LiveComment, ModerationAction } from '../../../domain/live/liveComments';
import { useT } from '../../../lib/i18n';
import { useSessionUser } from '../../../lib/session/AppServices';
import { InternalLink } from '../../../lib/ui/InternalLink';
import { LoadingSpinner } from '../../../lib/ui/LoadingSpinner';
import { ConfirmDialog } from '../../../renderer/ConfirmDialog';
import { CommentsPanel } from '../comments/CommentsPanel';
import { useCommentStream } from '../comments/useCommentStream';
import type { LiveEvent, LiveOccurrence } from '../liveApi';
import { useLiveApi } from '../useLiveApi';
import { GreenRoom } from './GreenRoom';
import { LiveStats } from './LiveStats';
import { PromoCardsPanel } from './PromoCardsPanel';
import { useDevicePreview } from './useDevicePreview';
import { useHostSession } from './useHostSession';

type Loaded = { state: 'loading' } | { state: 'missing' } | { state: 'failed' } | { state: 'ready'; event: LiveEvent; occurrence: LiveOccurrence | null };

// Only the events service's 404 means the event is not the caller's; any other failure (a dropped
// connection, a timeout, a 5xx under load) may pass, so the screen offers to load it again.
const isNotFound = (error: unknown) => error instanceof HTTPError && (error.response.status === 404 || error.response.status === 403);

/**
 * /live/{eventId}/host (spec 3 §2, drawn without the dashboard chrome): the green room, Go live, the live
 * timer, health and counts, End session with confirmation; beside it the comments with moderation and the
 * promo cards.
 */
export function HostScreen({ eventId }: { eventId: string }) {
  const t = useT();
  const api = useLiveApi();
  const uid = useSessionUser()?.uid ?? null;
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    api.own(eventId, { quiet: true }).then(
      (event) => live && setLoaded(event ? { state: 'ready', event, occurrence: event.next_occurrences[0] ?? null } : { state: 'missing' }),
      (error: unknown) => {
        if (!live) return;
        if (!isNotFound(error)) console.error('The host screen could not load its event', error);
        setLoaded(isNotFound(error) ? { state: 'missing' } : { state: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [api, eventId, attempt]);
  const event = loaded.state === 'ready' ? loaded.event : null;
  const occurrence = loaded.state === 'ready' ? loaded.occurrence : null;
  const withCamera = event?.type !== 'AUDIO_STREAM';
  const preview = useDevicePreview(withCamera);
  const session = useHostSession({
    api,
    eventId,
    occurrenceId: occurrence?.id ?? null,
    loadedProgress: loaded.state === 'ready' ? (occurrence?.status ?? 'ENDED') : null,
    stream: preview.stream,
    noTokenMessage: t('live.host.noToken'),
    endFailedMessage: t('live.host.endFailed'),
  });
  const comments = useCommentStream(api, eventId, occurrence?.id ?? null, event?.owner ?? uid ?? '');
  const moderate = useCallback((comment: LiveComment, action: ModerationAction) => occurrence && void api.moderate(eventId, occurrence.id, comment.id, action), [api, eventId, occurrence]);
  const setCommenting = useCallback((enabled: boolean) => occurrence && void api.occurrenceAction(eventId, occurrence.id, enabled ? 'ENABLE_COMMENTS' : 'DISABLE_COMMENTS'), [api, eventId, occurrence]);

  if (loaded.state === 'loading') return <LoadingSpinner fullScreen />;
  if (loaded.state === 'failed') {
    return (
      <Alert m="md" color="red" role="alert" title={t('live.host.loadFailed')}>
        <Button
          mt="sm"
          onClick={() => {
            setLoaded({ state: 'loading' });
            setAttempt((n) => n + 1);
          }}
        >
          {t('errors.tryAgain')}
        </Button>
      </Alert>
    );
  }
  if (!event) return <Alert m="md" color="red" title={t('live.form.notFound')} />;
  const state = String(session.screen.value);
  const { context } = session.screen;
  const ended = state === 'ended' || session.progress === 'ended';
  return (
    <Container size="xl" py="md">
      <Group justify="space-between" mb="md" wrap="wrap">
        <Title order={1} size="h3" data-user-content>
          {event.title}
        </Title>
        <Button component={InternalLink} href="/live/hosting" variant="subtle">{t('live.host.back')}</Button>
      </Group>
      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }}>
          {ended ? (
            <Alert color="gray" role="status" title={t('live.host.endedTitle')}>{t('live.host.ended')}</Alert>
          ) : state === 'loading' ? (
            <LoadingSpinner />
          ) : session.screen.hasTag('offAir') ? (
            <Stack>
              <Text c="dimmed">{t(session.screen.hasTag('resumed') ? 'live.host.greenRoomResume' : 'live.host.greenRoom')}</Text>
              <GreenRoom
                preview={preview}
                withCamera={withCamera}
                busy={session.screen.hasTag('starting')}
                error={context.error}
                resuming={session.screen.hasTag('resumed')}
                ending={session.screen.hasTag('ending')}
                onGoLive={() => session.host.send({ type: 'golive.request' })}
                onEnd={() => session.host.send({ type: 'end.request' })}
              />
            </Stack>
          ) : (
            <Stack>
              <LiveStats api={api} eventId={eventId} startedAt={context.startedAt ?? Date.now()} engine={session.engine} donations={occurrence?.meta?.stats.donations ?? 0} />
              {withCamera ? <Box><PreviewVideo stream={preview.stream} label={t('live.host.preview')} /></Box> : <Text c="dimmed">{t('live.host.cameraOff')}</Text>}
              {context.error ? <Alert color="red" role="alert">{context.error}</Alert> : null}
              <Button color="red" variant="outline" onClick={() => session.host.send({ type: 'end.request' })} loading={session.screen.hasTag('ending')}>
                {t('live.host.end')}
              </Button>
            </Stack>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack>
            <CommentsPanel
              stream={comments}
              reader={{ uid, isHost: true }}
              onPost={(text) => (occurrence ? api.postComment(eventId, occurrence.id, text) : Promise.resolve())}
              onModerate={moderate}
              onCommentingChange={setCommenting}
              ended={ended}
            />
            {occurrence && !ended ? <PromoCardsPanel api={api} eventId={eventId} occurrenceId={occurrence.id} ownerUid={event.owner} /> : null}
          </Stack>
        </Grid.Col>
      </Grid>
      <ConfirmDialog
        opened={session.screen.hasTag('confirming')}
        title={t('live.host.endTitle')}
        message={t('live.host.endMessage')}
        confirmLabel={t('live.host.endConfirm')}
        cancelLabel={t('live.host.endKeep')}
        onConfirm={() => session.host.send({ type: 'end.confirm' })}
        onCancel={() => session.host.send({ type: 'end.cancel' })}
      />
    </Container>
  );
}

function PreviewVideo({ stream, label }: { stream: MediaStream | null; label: string }) {
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  useEffect(() => {
    if (video) video.srcObject = stream;
  }, [video, stream]);
  return <video ref={setVideo} autoPlay muted playsInline aria-label={label} style={{ width: '100%', maxHeight: 360, background: '#000', borderRadius: 8 }} />;
}
