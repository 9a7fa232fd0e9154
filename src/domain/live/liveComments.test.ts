import { describe, expect, it } from 'vitest';
import { COMMENTS_KEPT, commentsReducer, initialComments, moderated, visibleComments, type LiveComment } from './liveComments';

const OWNER = 'host';
const comment = (id: string, over: Partial<LiveComment> = {}): LiveComment => ({
  id,
  comment: `text ${id}`,
  type: 'TEXT',
  status: 'PENDING',
  occurrence_id: 'o1',
  user: { id: `user-${id}`, name: `User ${id}` },
  is_sticky: false,
  approved_at: null,
  created_at: Number(id.replace(/\D/g, '')) || 0,
  ...over,
});
const ids = (list: LiveComment[]) => list.map((c) => c.id);
const receive = (state = initialComments(OWNER), ...comments: LiveComment[]) => commentsReducer(state, { type: 'comments.received', comments });

// Spec 3 §4 and §9, one row per rule: what arrives, and what the list then holds.
describe('comment reducer: the rules of spec 3 §4 as a table', () => {
  const table: Array<[string, () => void]> = [
    ['new comments start PENDING', () => {
      const { status, ...bare } = comment('c1');
      void status;
      expect(receive(undefined, bare as LiveComment).comments[0]!.status).toBe('PENDING');
    }],
    ['a blocked comment is not overwritten by a non-blocked update', () => {
      const blocked = receive(undefined, comment('c1', { status: 'BLOCKED' }));
      expect(receive(blocked, comment('c1', { status: 'APPROVED', comment: 'changed' })).comments[0]).toMatchObject({ status: 'BLOCKED', comment: 'text c1' });
    }],
    ['a blocked comment takes a blocked update', () => {
      const blocked = receive(undefined, comment('c1', { status: 'BLOCKED' }));
      expect(receive(blocked, comment('c1', { status: 'BLOCKED', comment: 'edited' })).comments[0]!.comment).toBe('edited');
    }],
    ['a snapshot does not unblock a blocked comment either', () => {
      const blocked = receive(undefined, comment('c1', { status: 'BLOCKED' }));
      expect(commentsReducer(blocked, { type: 'comments.snapshot', comments: [comment('c1', { status: 'APPROVED' })] }).comments[0]!.status).toBe('BLOCKED');
    }],
    ['sticky comments stay last', () => {
      const state = receive(undefined, comment('c1', { is_sticky: true }), comment('c2'), comment('c3'));
      expect(ids(state.comments)).toEqual(['c2', 'c3', 'c1']);
    }],
    ['the list keeps the latest 50', () => {
      const many = Array.from({ length: 60 }, (_, i) => comment(`c${i + 1}`));
      const state = receive(undefined, ...many);
      expect(state.comments).toHaveLength(COMMENTS_KEPT);
      expect(state.comments[0]!.id).toBe('c11');
    }],
    ['an update replaces the comment in place, never adds a second copy', () => {
      const state = receive(receive(undefined, comment('c1')), comment('c1', { status: 'APPROVED' }));
      expect(state.comments).toHaveLength(1);
      expect(state.comments[0]!.status).toBe('APPROVED');
    }],
    ['with commenting disabled only the owner\'s comments are shown', () => {
      const state = commentsReducer(receive(undefined, comment('c1', { status: 'APPROVED' }), comment('c2', { user: { id: OWNER, name: 'Host' } })), { type: 'commenting.changed', enabled: false });
      expect(ids(visibleComments(state, { uid: null, isHost: false }))).toEqual(['c2']);
      expect(ids(visibleComments(state, { uid: OWNER, isHost: true }))).toEqual(['c2']);
    }],
    ['the owner\'s comments always show, whatever their status', () => {
      const state = receive(undefined, comment('c1', { user: { id: OWNER, name: 'Host' }, status: 'PENDING' }));
      expect(ids(visibleComments(state, { uid: 'someone', isHost: false }))).toEqual(['c1']);
    }],
    ['a viewer sees approved comments and their own pending ones, not blocked or others\' pending', () => {
      const state = receive(undefined, comment('c1', { status: 'APPROVED' }), comment('c2'), comment('c3', { status: 'BLOCKED' }), comment('c4', { user: { id: 'me', name: 'Me' } }));
      expect(ids(visibleComments(state, { uid: 'me', isHost: false }))).toEqual(['c1', 'c4']);
    }],
    ['the host sees every status, to moderate', () => {
      const state = receive(undefined, comment('c1', { status: 'APPROVED' }), comment('c2'), comment('c3', { status: 'BLOCKED' }));
      expect(ids(visibleComments(state, { uid: OWNER, isHost: true }))).toEqual(['c1', 'c2', 'c3']);
    }],
  ];
  it.each(table)('%s', (_rule, check) => check());
});

describe('moderation actions', () => {
  it('approve, block and make sticky; a blocked comment stays blocked', () => {
    const c = comment('c1');
    expect(moderated(c, 'APPROVE', 5)).toMatchObject({ status: 'APPROVED', approved_at: 5 });
    expect(moderated(c, 'STICKY', 5)).toMatchObject({ status: 'APPROVED', is_sticky: true });
    const blocked = moderated(moderated(c, 'STICKY', 5), 'BLOCK', 6);
    expect(blocked).toMatchObject({ status: 'BLOCKED', is_sticky: false });
    expect(moderated(blocked, 'APPROVE', 7)).toBe(blocked);
  });
});
