import { Badge, Button, Group, Paper, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { SavedReply } from '../../../domain/community/savedReplies';
import { useFormat } from '../../../lib/format/useFormat';
import { useT } from '../../../lib/i18n';
import { errorMessage } from '../api/errorMessage';
import type { ForumPost, ForumReply, ForumsClientApi } from '../api/forumsClientApi';
import { ConfirmDelete } from '../ConfirmDelete';
import { FlagDialog } from '../FlagDialog';
import { MemberName } from '../MemberName';
import { ReplyComposer, type ReplyRules } from '../ReplyComposer';
import { ReplyAudio } from './ReplyAudio';
import { VoiceReply } from './VoiceReply';

/** A forum reply's text is the forum-reply step's message (the server checks the same). */
const FORUM_REPLY_RULES: ReplyRules = { wizard: 'forum-reply', step: 'forum-reply', field: 'message' };

export interface PostCardProps {
  api: ForumsClientApi;
  post: ForumPost;
  uid: string;
  savedReplies: SavedReply[];
  onChanged: () => void;
}

/** One forum or classroom post: its replies (3, then more), a TEXT or recorded AUDIO reply, edit, pin, delete, flag, auto-reply. */
export function PostCard({ api, post, uid, savedReplies, onChanged }: PostCardProps) {
  const t = useT();
  const format = useFormat();
  const [replies, setReplies] = useState<ForumReply[]>(post.replies);
  const [mode, setMode] = useState<'TEXT' | 'AUDIO'>('TEXT');
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(post.message);
  const [editError, setEditError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [flagging, setFlagging] = useState(false);
  const [autoDraft, setAutoDraft] = useState<string | null>(post.response_ai_answer ?? null);
  const own = post.user_id === uid;
  // A reloaded list brings the post's first replies afresh (after a reply, a delete or an edit).
  useEffect(() => setReplies(post.replies), [post.replies]);

  const afterReply = (reply: ForumReply | undefined) => {
    if (reply) setReplies((list) => [...list, reply]);
    onChanged();
  };
  const update = async (body: { message: string; is_pinned: boolean }) => {
    try {
      await api.updatePost(post.forum_id, post.post_id, body);
      setEditError(null);
      setEditing(false);
      onChanged();
    } catch (error) {
      setEditError(errorMessage(error, t('inbox.loadFailed')));
    }
  };
  return (
    <Paper withBorder p="md" radius="md" data-testid="forum-post">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <MemberName name={post.user.name} />
            {post.is_pinned ? <Badge size="sm">{t('forums.post.pinnedBadge')}</Badge> : null}
          </Group>
          <Text size="xs" c="dimmed">
            {format.relative(post.created_at.epoch, Date.now())}
          </Text>
        </Group>
        {editing ? (
          <Stack gap="xs">
            <Textarea label={t('forums.post.message')} value={draft} onChange={(event) => setDraft(event.currentTarget.value)} autosize minRows={2} error={editError} />
            <Group gap="xs">
              <Button size="xs" onClick={() => void update({ message: draft, is_pinned: post.is_pinned })}>
                {t('forums.post.save')}
              </Button>
              <Button size="xs" variant="default" onClick={() => setEditing(false)}>
                {t('inbox.reply.cancel')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-user-content>
            {post.message}
          </Text>
        )}
        {post.submitted_response ? (
          <Paper bg="var(--mantine-color-gray-0)" p="sm">
            <Text size="xs" fw={600}>
              {t('forums.post.response')}
            </Text>
            <Text size="sm" data-user-content>{post.submitted_response}</Text>
          </Paper>
        ) : null}
        <Group gap="xs" wrap="wrap">
          {own && !editing ? (
            <Button size="xs" variant="subtle" onClick={() => setEditing(true)}>
              {t('forums.post.edit')}
            </Button>
          ) : null}
          <Button size="xs" variant="subtle" onClick={() => void update({ message: post.message, is_pinned: !post.is_pinned })}>
            {post.is_pinned ? t('forums.post.unpin') : t('forums.post.pin')}
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={() => setConfirming(true)}>
            {t('forums.post.delete')}
          </Button>
          {!own ? (
            <Button size="xs" variant="subtle" color="gray" onClick={() => setFlagging(true)}>
              {t('inbox.flag.open')}
            </Button>
          ) : null}
          {post.post_origin === 'CLASSROOM' ? (
            <Button size="xs" variant="light" onClick={() => void api.autoReply(post.forum_id, post).then((answer) => answer && setAutoDraft(answer), () => undefined)}>
              {t('forums.post.autoReply')}
            </Button>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed">
          {t('forums.replies.count', { count: Math.max(post.reply_count, replies.length) })}
        </Text>
        <Stack gap={6} pl="sm" style={{ borderLeft: '2px solid var(--mantine-color-gray-3)' }}>
          {replies.map((reply) => (
            <Stack key={reply.id} gap={2} data-testid="forum-reply">
              <MemberName name={reply.user.name} />
              {reply.type === 'AUDIO' && reply.audio_url ? <ReplyAudio path={reply.audio_url} /> : <Text size="sm" data-user-content>{reply.message}</Text>}
              {reply.user_id === uid ? (
                <Group>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    onClick={() => void api.deleteReply(post.post_id, reply.id).then(() => {
                      setReplies((list) => list.filter((r) => r.id !== reply.id));
                      onChanged();
                    })}
                  >
                    {t('forums.replies.delete')}
                  </Button>
                </Group>
              ) : null}
            </Stack>
          ))}
          {post.reply_count > replies.length ? (
            <Group>
              <Button size="compact-xs" variant="subtle" onClick={() => void api.replies(post.post_id, replies.length).then((more) => setReplies((list) => [...list, ...more]))}>
                {t('forums.replies.more')}
              </Button>
            </Group>
          ) : null}
        </Stack>
        <SegmentedControl
          size="xs"
          value={mode}
          onChange={(value) => setMode(value as 'TEXT' | 'AUDIO')}
          data={[
            { value: 'TEXT', label: t('forums.reply.text') },
            { value: 'AUDIO', label: t('forums.reply.audio') },
          ]}
          w="fit-content"
        />
        {mode === 'TEXT' ? (
          <ReplyComposer
            key={autoDraft ?? 'empty'}
            initial={autoDraft ?? ''}
            savedReplies={savedReplies}
            memberName={post.user.name}
            rules={FORUM_REPLY_RULES}
            submitLabel={t('inbox.reply.send')}
            onSubmit={async (message) => {
              try {
                afterReply(await api.reply(post, { type: 'TEXT', message }));
                setAutoDraft(null);
                return null;
              } catch (error) {
                return errorMessage(error, t('inbox.loadFailed'));
              }
            }}
          />
        ) : (
          <VoiceReply
            onSend={async (recording) => {
              try {
                const audioUrl = await api.uploadRecording(post.post_id, recording);
                if (audioUrl) afterReply(await api.reply(post, { type: 'AUDIO', audio_url: audioUrl }));
                return null;
              } catch (error) {
                return errorMessage(error, t('inbox.loadFailed'));
              }
            }}
          />
        )}
      </Stack>
      <ConfirmDelete
        opened={confirming}
        title={t('forums.post.delete')}
        text={t('forums.post.deleteText')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void api.deletePost(post.forum_id, post.post_id).then(onChanged);
        }}
      />
      <FlagDialog
        opened={flagging}
        onClose={() => setFlagging(false)}
        onSend={async (body) => {
          try {
            await api.flagPost(post.post_id, uid, body);
            return null;
          } catch (error) {
            return errorMessage(error, t('inbox.loadFailed'));
          }
        }}
      />
    </Paper>
  );
}
