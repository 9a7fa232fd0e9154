import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { COMMENT_RULE_CASES } from '../../../../tests/fixtures/live/commentRuleCases';
import { initialComments } from '../../../domain/live/liveComments';
import { CommentsPanel } from './CommentsPanel';
import type { CommentStream } from './useCommentStream';

const stream: CommentStream = { comments: initialComments('host-1'), connection: 'live', promo: null };

describe('CommentsPanel: the comment rules before posting (schemas/wizards/live-comment)', () => {
  it.each(COMMENT_RULE_CASES.map(([text, message]) => [text.length > 40 ? `${text.slice(0, 12)}… (${text.length} chars)` : text, message ?? 'posted', text, message] as const))(
    '%s → %s',
    async (_name, _outcome, text, message) => {
      const onPost = vi.fn(async () => undefined);
      render(
        <MantineProvider>
          <CommentsPanel stream={stream} reader={{ uid: 'viewer-1', isHost: false }} onPost={onPost} />
        </MantineProvider>,
      );
      const send = screen.getByRole('button', { name: 'Send' });
      fireEvent.change(screen.getByRole('textbox', { name: 'Your comment' }), { target: { value: text } });
      // The comment form's validators load first (the first load compiles the wizard).
      await waitFor(() => expect(send).toBeEnabled(), { timeout: 15_000 });
      fireEvent.click(send);
      if (message) {
        expect(await screen.findByText(message)).toBeInTheDocument();
        expect(onPost).not.toHaveBeenCalled();
      } else {
        await waitFor(() => expect(onPost).toHaveBeenCalledWith(text));
      }
    },
  );
});

describe('CommentsPanel after the session ended', () => {
  it('keeps the comments readable and offers no posting, moderation or commenting switch', () => {
    const comments = { ...initialComments('host-1') };
    const ended: CommentStream = { ...stream, comments };
    render(
      <MantineProvider>
        <CommentsPanel stream={ended} reader={{ uid: 'host-1', isHost: true }} onPost={vi.fn()} onModerate={vi.fn()} onCommentingChange={vi.fn()} ended />
      </MantineProvider>,
    );
    expect(screen.getByText('Ended')).toBeInTheDocument();
    expect(screen.queryByText('Live')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Your comment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
