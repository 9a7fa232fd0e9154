import { Badge, Button, Group, Paper, Rating, Stack, Text } from '@mantine/core';
import { forwardRef } from 'react';
import type { InboxKind } from '../../domain/community/inboxQuery';
import type { SavedReply } from '../../domain/community/savedReplies';
import { useFormat } from '../../lib/format/useFormat';
import { useT } from '../../lib/i18n';
import type { InboxItem } from './api/inboxApi';
import { ConfirmDelete } from './ConfirmDelete';
import { MemberName } from './MemberName';
import { ReplyComposer } from './ReplyComposer';

export interface InboxItemCardProps {
  kind: InboxKind;
  item: InboxItem;
  selected: boolean;
  savedReplies: SavedReply[];
  /** The publisher's reply is open for editing, and the delete confirmation is open (the inbox machine's states). */
  editing: boolean;
  confirming: boolean;
  onSelect: () => void;
  onReply: (text: string) => Promise<string | null>;
  onEdit: () => void;
  onCancelEdit: () => void;
  onDeleteRequest: () => void;
  onDeleteCancel: () => void;
  onDeleteConfirm: () => void;
  onFlag?: () => void;
}

/** One review or gratitude post: who, what, when, and the publisher's reply with edit and delete. */
export const InboxItemCard = forwardRef<HTMLDivElement, InboxItemCardProps>(function InboxItemCard(
  { kind, item, selected, savedReplies, editing, confirming, onSelect, onReply, onEdit, onCancelEdit, onDeleteRequest, onDeleteCancel, onDeleteConfirm, onFlag },
  ref,
) {
  const t = useT();
  const format = useFormat();
  const text = kind === 'reviews' ? item.review : item.message;
  const memberName = item.user?.name;
  return (
    <Paper ref={ref} withBorder p="md" radius="md" tabIndex={-1} onFocus={onSelect} onClick={onSelect} aria-current={selected ? 'true' : undefined} data-testid="inbox-item" style={selected ? { outline: '2px solid var(--mantine-color-teal-6)' } : undefined}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            <MemberName name={memberName} />
            {item.is_new ? (
              <Badge size="sm" color="teal">
                {t('inbox.new')}
              </Badge>
            ) : null}
            {item.flag ? (
              <Badge size="sm" color="red" variant="light">
                {t('inbox.flagged')}
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            {format.relative(item.created_at.epoch, Date.now())}
          </Text>
        </Group>
        {kind === 'reviews' && item.rating !== undefined ? (
          <Group gap="xs" wrap="wrap">
            <span role="img" aria-label={t('inbox.ratingLabel', { rating: item.rating })}>
              <Rating value={item.rating} readOnly size="sm" aria-hidden />
            </span>
            {item.item_title ? (
              <Text size="sm" c="dimmed">
                {t('inbox.about', { title: item.item_title })}
              </Text>
            ) : null}
          </Group>
        ) : null}
        {kind === 'gratitude' && item.amount_donated !== undefined ? (
          <Text size="sm" c="dimmed">
            {t('inbox.donated', { amount: format.number(item.amount_donated, { style: 'currency', currency: 'USD' }) })}
          </Text>
        ) : null}
        <Text size="sm" style={{ overflowWrap: 'anywhere' }} c={text ? undefined : 'dimmed'} data-user-content={text ? true : undefined}>
          {text || t('inbox.noText')}
        </Text>
        {item.has_publisher_reply && !editing ? (
          <Paper bg="var(--mantine-color-gray-0)" p="sm" radius="sm">
            <Text size="xs" fw={600}>
              {t('inbox.reply.yours')}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="publisher-reply" data-user-content>
              {item.publisher_reply}
            </Text>
            <Group gap="xs" mt="xs">
              <Button size="xs" variant="light" onClick={onEdit}>
                {t('inbox.reply.edit')}
              </Button>
              <Button size="xs" variant="subtle" color="red" onClick={onDeleteRequest}>
                {t('inbox.reply.delete')}
              </Button>
            </Group>
          </Paper>
        ) : (
          <ReplyComposer
            key={editing ? 'edit' : 'new'}
            initial={editing ? (item.publisher_reply ?? '') : ''}
            savedReplies={savedReplies}
            memberName={memberName}
            itemTitle={item.item_title}
            submitLabel={editing ? t('inbox.reply.save') : t('inbox.reply.send')}
            onSubmit={onReply}
            onCancel={editing ? onCancelEdit : undefined}
          />
        )}
        {onFlag && !item.flag ? (
          <Group justify="flex-end">
            <Button size="xs" variant="subtle" color="gray" onClick={onFlag}>
              {t('inbox.flag.open')}
            </Button>
          </Group>
        ) : null}
      </Stack>
      <ConfirmDelete
        opened={confirming}
        title={t('inbox.reply.deleteTitle')}
        text={t('inbox.reply.deleteText')}
        onCancel={onDeleteCancel}
        onConfirm={onDeleteConfirm}
      />
    </Paper>
  );
});
