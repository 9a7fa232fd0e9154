import { Group, Select, Stack, Tabs, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { DEFAULT_INBOX_TAB, INBOX_TABS, PAGE_SIZE, type InboxTab } from '../../../domain/community/inboxQuery';
import type { SavedReply } from '../../../domain/community/savedReplies';
import { useT, type MessageKey } from '../../../lib/i18n';
import { useSessionUser } from '../../../lib/session/AppServices';
import { errorMessage } from '../api/errorMessage';
import type { Forum, ForumPost } from '../api/forumsClientApi';
import { useInboxApi } from '../api/useInboxApi';
import { Pager } from '../../../lib/ui/Pager';
import { NewPostForm } from './NewPostForm';
import { PostCard } from './PostCard';
import { SurveyAnswers } from './SurveyAnswers';

const REPLIED: Record<InboxTab, boolean | undefined> = { UNANSWERED: false, ANSWERED: true, ALL: undefined };

/**
 * Forum and classroom posts in the inbox's shape (issue 18 item 1): pick a forum, tabs Unanswered
 * (default) / Answered / All, post, and answer each post in text or voice. Opening a classroom moves its
 * last-read marker.
 */
export function ForumsPage() {
  const t = useT();
  const uid = useSessionUser()?.uid ?? '';
  const { inbox, forums: api } = useInboxApi();
  const [forums, setForums] = useState<Forum[] | null>(null);
  const [forumId, setForumId] = useState<string | null>(null);
  const [tab, setTab] = useState<InboxTab>(DEFAULT_INBOX_TAB);
  const [pageIndex, setPageIndex] = useState(0);
  const [posts, setPosts] = useState<{ data: ForumPost[]; total: number } | null>(null);
  const [savedReplies, setSavedReplies] = useState<SavedReply[]>([]);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    void api.forums().then((list) => {
      setForums(list);
      setForumId((current) => current ?? list[0]?.id ?? null);
    }, () => setForums([]));
    void inbox.savedReplies().then(setSavedReplies, () => undefined);
  }, [api, inbox]);
  const forum = forums?.find((f) => f.id === forumId);
  useEffect(() => {
    if (!forumId) return;
    let live = true;
    void api.posts(forumId, { offset: pageIndex * PAGE_SIZE.forum, has_publisher_reply: REPLIED[tab] }).then((page) => live && page && setPosts(page), () => undefined);
    return () => {
      live = false;
    };
  }, [api, forumId, tab, pageIndex, version]);
  useEffect(() => {
    if (forum?.kind === 'CLASSROOM') void inbox.markRead('classroom');
  }, [forum, inbox]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  if (forums !== null && forums.length === 0) return <Text c="dimmed">{t('forums.none')}</Text>;
  const pages = posts ? Math.max(1, Math.ceil(posts.total / PAGE_SIZE.forum)) : 1;
  return (
    <Stack gap="md">
      <Select
        label={t('forums.choose')}
        data={(forums ?? []).map((f) => ({ value: f.id, label: `${f.title} · ${t(`forums.kind.${f.kind}` as MessageKey)}` }))}
        value={forumId}
        onChange={(value) => {
          setForumId(value);
          setPageIndex(0);
        }}
        allowDeselect={false}
        maw={420}
      />
      {forum?.kind === 'CLASSROOM' && forum.course_id ? <SurveyAnswers key={forum.id} api={api} courseId={forum.course_id} /> : null}
      {forumId ? (
        <NewPostForm
          onPost={async (body) => {
            try {
              await api.createPost(forumId, body);
              reload();
              return null;
            } catch (error) {
              return errorMessage(error, t('inbox.loadFailed'));
            }
          }}
        />
      ) : null}
      <Tabs
        value={tab}
        onChange={(value) => {
          if (!value) return;
          setTab(value as InboxTab);
          setPageIndex(0);
        }}
      >
        <Tabs.List aria-label={t('inbox.tabs.label')}>
          {INBOX_TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {tab === value && posts ? t(`inbox.tab.${value}` as MessageKey, { count: posts.total }) : t(`inbox.tabName.${value}` as MessageKey)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {posts && posts.data.length === 0 ? <Text c="dimmed">{t('inbox.empty')}</Text> : null}
      <Stack gap="sm">
        {(posts?.data ?? []).map((post) => (
          <PostCard key={post.post_id} api={api} post={post} uid={uid} savedReplies={savedReplies} onChanged={reload} />
        ))}
      </Stack>
      {pages > 1 ? (
        <Group>
          <Pager total={pages} page={pageIndex + 1} onChange={(value) => setPageIndex(value - 1)} />
        </Group>
      ) : null}
    </Stack>
  );
}
