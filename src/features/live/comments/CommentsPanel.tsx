import { Badge, Button, Group, Paper, ScrollArea, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { LIVE_COMMENT_STEP, LIVE_COMMENT_WIZARD_ID, visibleComments, type LiveComment, type ModerationAction } from '../../../domain/live/liveComments';
import type { CompiledWizard } from '../../../engine/compiledWizard';
import { useT } from '../../../lib/i18n';
import { useSchemaText } from '../../../lib/i18n/schema/useSchemaText';
import type { CommentStream } from './useCommentStream';

const CONNECTION_COLOR: Record<string, string> = { live: 'green', connecting: 'gray', reconnecting: 'orange', snapshot: 'blue' };

interface CommentsPanelProps {
  stream: CommentStream;
  reader: { uid: string | null; isHost: boolean };
  onPost(text: string): Promise<unknown>;
  /** The host's moderation; absent for viewers. */
  onModerate?(comment: LiveComment, action: ModerationAction): void;
  /** The host's commenting switch; absent for viewers. */
  onCommentingChange?(enabled: boolean): void;
  /** The session has ended: the comments stay readable, nothing more is posted or moderated. */
  ended?: boolean;
}

/** The latest comments as the shared reducer keeps them, with the host's moderation and a post box. */
export function CommentsPanel({ stream, reader, onPost, onModerate: moderateWhileLive, onCommentingChange, ended = false }: CommentsPanelProps) {
  const t = useT();
  const schemaText = useSchemaText();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The comment form's rules (schemas/wizards/live-comment): the events service checks a post with the same step.
  const [form, setForm] = useState<CompiledWizard | null>(null);
  useEffect(() => {
    let live = true;
    // The engine loads with the form, after the panel is drawn (the live pages' own chunks stay small).
    void import('../../../engine/loadBrowserWizard')
      .then(({ loadBrowserWizard }) => loadBrowserWizard(LIVE_COMMENT_WIZARD_ID))
      .then((wizard) => live && setForm(wizard));
    return () => {
      live = false;
    };
  }, []);
  const problem = (value: string) => (form ? (form.validateStep(LIVE_COMMENT_STEP, { comment: value.trim() })[0]?.message ?? null) : null);
  const list = visibleComments(stream.comments, reader);
  const mayPost = stream.comments.commentingEnabled || reader.isHost;
  const onModerate = ended ? undefined : moderateWhileLive;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const comment = text.trim();
    if (!comment || !form) return;
    const found = problem(comment);
    setError(found);
    if (found) return;
    void onPost(comment).then(() => setText(''));
  };
  const change = (value: string) => {
    setText(value);
    // Once a rule was broken, the message follows the typing until the text is right.
    if (error) setError(problem(value));
  };
  return (
    <Paper withBorder p="sm" component="section" aria-label={t('live.comments.title')}>
      <Group justify="space-between" mb="xs">
        <Text fw={600}>{t('live.comments.title')}</Text>
        {ended ? (
          <Badge color="gray" variant="light" aria-live="polite">{t('live.state.ENDED')}</Badge>
        ) : (
          <Badge color={CONNECTION_COLOR[stream.connection] ?? 'gray'} variant="light" aria-live="polite">{t(`live.connection.${stream.connection as 'live'}`)}</Badge>
        )}
      </Group>
      {onCommentingChange && !ended ? (
        <Switch mb="xs" label={t('live.comments.enabled')} checked={stream.comments.commentingEnabled} onChange={(e) => onCommentingChange(e.currentTarget.checked)} />
      ) : null}
      <ScrollArea.Autosize mah={360}>
        {/* The empty line stands beside the list: a list holds only its items. */}
        {list.length === 0 ? <Text c="dimmed" size="sm">{t('live.comments.empty')}</Text> : null}
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('live.comments.list')}>
          {list.map((c) => (
            <li key={c.id} data-status={c.status}>
              <Group gap={6} wrap="wrap">
                <Text size="sm" fw={600} data-user-content={c.user.name ? true : undefined}>{c.user.name || t('live.comments.guest')}</Text>
                {reader.isHost && c.status !== 'APPROVED' ? <Badge size="xs" color={c.status === 'BLOCKED' ? 'red' : 'yellow'}>{t(`live.commentStatus.${c.status}`)}</Badge> : null}
                {c.is_sticky ? <Badge size="xs" variant="outline">{t('live.comments.sticky')}</Badge> : null}
              </Group>
              <Text size="sm" data-user-content>{c.comment}</Text>
              {onModerate && c.status !== 'BLOCKED' ? (
                <Group gap={4} mt={2}>
                  {c.status !== 'APPROVED' ? <Button size="compact-xs" variant="light" onClick={() => onModerate(c, 'APPROVE')}>{t('live.comments.approve')}</Button> : null}
                  <Button size="compact-xs" variant="light" color="red" onClick={() => onModerate(c, 'BLOCK')}>{t('live.comments.block')}</Button>
                  {!c.is_sticky ? <Button size="compact-xs" variant="light" onClick={() => onModerate(c, 'STICKY')}>{t('live.comments.makeSticky')}</Button> : null}
                </Group>
              ) : null}
            </li>
          ))}
        </Stack>
      </ScrollArea.Autosize>
      {ended ? null : (
        <form onSubmit={submit}>
          <Group mt="sm" gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              style={{ flex: 1 }}
              label={t('live.comments.yourComment')}
              value={text}
              onChange={(e) => change(e.currentTarget.value)}
              disabled={!mayPost}
              error={error ? schemaText(error) : undefined}
            />
            <Button type="submit" disabled={!mayPost || !text.trim() || !form}>{t('live.comments.send')}</Button>
          </Group>
        </form>
      )}
      {!mayPost && !ended ? <Text size="xs" c="dimmed" mt={4}>{t('live.comments.disabled')}</Text> : null}
    </Paper>
  );
}
