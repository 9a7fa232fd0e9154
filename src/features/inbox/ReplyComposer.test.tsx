import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import communityReply from '../../../schemas/wizards/community-reply/steps/reply.schema.json';
import forumReply from '../../../schemas/wizards/forum-reply/steps/forum-reply.schema.json';
import { ReplyComposer, type ReplyRules } from './ReplyComposer';

// Issue 18: the reply text is checked in the browser with the schema the server checks it with, and
// nothing is sent until it passes; the messages are the schema's own.
const EMPTY = communityReply.properties.publisher_reply.errorMessage.minLength;
const TOO_LONG = communityReply.properties.publisher_reply.errorMessage.maxLength;
const FORUM_EMPTY = forumReply.properties.message.errorMessage.pattern;
const FORUM: ReplyRules = { wizard: 'forum-reply', step: 'forum-reply', field: 'message' };

function renderComposer(onSubmit: (text: string) => Promise<string | null>, rules?: ReplyRules) {
  render(
    <MantineProvider>
      <ReplyComposer savedReplies={[]} memberName="Ana" submitLabel="Send reply" onSubmit={onSubmit} {...(rules ? { rules } : {})} />
    </MantineProvider>,
  );
  return { box: screen.getByRole('textbox'), send: screen.getByRole('button', { name: 'Send reply' }) };
}

describe('ReplyComposer checks the text before sending', () => {
  it.each([
    ['an empty reply', '', EMPTY],
    ['a reply of spaces only', '   \n ', EMPTY],
    ['a reply over 2000 characters', 'a'.repeat(2001), TOO_LONG],
  ])('%s is refused at the box with the schema message, nothing sent', async (_name, text, message) => {
    const onSubmit = vi.fn(async () => null);
    const { box, send } = renderComposer(onSubmit);
    fireEvent.change(box, { target: { value: text } });
    fireEvent.click(send);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
    // Typing clears the message; a valid reply then goes out.
    fireEvent.change(box, { target: { value: 'Thank you, Ana!' } });
    expect(screen.queryByText(message)).toBeNull();
    fireEvent.click(send);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('Thank you, Ana!'));
  });

  it('a forum reply is checked against the forum-reply schema', async () => {
    const onSubmit = vi.fn(async () => null);
    const { box, send } = renderComposer(onSubmit, FORUM);
    fireEvent.change(box, { target: { value: '  ' } });
    fireEvent.click(send);
    expect(await screen.findByText(FORUM_EMPTY)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a refusal by the server is still shown where the schema message would be', async () => {
    const onSubmit = vi.fn(async () => 'Something Went Wrong!');
    const { box, send } = renderComposer(onSubmit);
    fireEvent.change(box, { target: { value: 'Thanks' } });
    fireEvent.click(send);
    expect(await screen.findByText('Something Went Wrong!')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
