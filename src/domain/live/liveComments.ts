// Spec 3 §3-§4, §9: the comments of one live occurrence, as one pure reducer that both transports feed
// (locally the SSE stream of the events service, in production Firestore `onSnapshot` with
// `orderBy('created_at')` + `limitToLast(50)`). Shared by the host screen, the viewer page and the server.

/** Comment statuses (spec 3 §4); a new comment starts PENDING. */
export const COMMENT_STATUSES = ['PENDING', 'BLOCKED', 'CANCELLED', 'APPROVED'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

/** The comment form (schemas/wizards/live-comment): the panel and the events service check a post with its one step. */
export const LIVE_COMMENT_WIZARD_ID = 'live-comment';
export const LIVE_COMMENT_STEP = 'comment';

/** spec 3 §9: comments kept 50. */
export const COMMENTS_KEPT = 50;

/** The commenter as the comment carries it (spec 3 §3). */
export interface Commenter {
  id: string;
  name: string;
  username?: string | null;
  has_avatar?: boolean;
  is_publisher?: boolean;
  milestone?: string | null;
  region?: string | null;
}

/** A comment of an occurrence (spec 3 §3). `created_at` is epoch milliseconds and orders the list. */
export interface LiveComment {
  id: string;
  comment: string;
  type: string;
  status: CommentStatus;
  occurrence_id: string;
  user: Commenter;
  device?: string | null;
  lang?: string | null;
  is_sticky: boolean;
  approved_at: number | null;
  created_at: number;
}

/** What the reducer holds: the kept comments and the facts visibility depends on. */
export interface CommentsState {
  comments: LiveComment[];
  ownerId: string;
  commentingEnabled: boolean;
}

export type CommentsAction =
  /** One or more comments arrived (new or updated), from a stream event or a snapshot's changes. */
  | { type: 'comments.received'; comments: LiveComment[] }
  /** A full snapshot (after a gap the stream cannot replay): replaces the list, rules still apply. */
  | { type: 'comments.snapshot'; comments: LiveComment[] }
  | { type: 'commenting.changed'; enabled: boolean };

/** The reducer's start for an occurrence of the event owned by `ownerId`. */
export function initialComments(ownerId: string, commentingEnabled = true): CommentsState {
  return { comments: [], ownerId, commentingEnabled };
}

// Sticky comments stay last; otherwise oldest first, ties by id so both transports agree on the order.
function byDisplayOrder(a: LiveComment, b: LiveComment): number {
  if (a.is_sticky !== b.is_sticky) return a.is_sticky ? 1 : -1;
  return a.created_at - b.created_at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** A comment as it arrives; one without a status is new, so PENDING. */
function normalised(comment: LiveComment): LiveComment {
  return { ...comment, status: comment.status ?? 'PENDING', is_sticky: comment.is_sticky === true };
}

/** A blocked comment is never overwritten by a non-blocked update (spec 3 §4). */
function merged(previous: LiveComment | undefined, update: LiveComment): LiveComment {
  if (previous?.status === 'BLOCKED' && update.status !== 'BLOCKED') return previous;
  return update;
}

// Keeps the latest 50 by time; stickiness changes the display order, not which comments are latest.
function keepLatest(comments: LiveComment[]): LiveComment[] {
  const latest = [...comments].sort((a, b) => a.created_at - b.created_at || (a.id < b.id ? -1 : 1)).slice(-COMMENTS_KEPT);
  return latest.sort(byDisplayOrder);
}

/** The reducer both transports share. */
export function commentsReducer(state: CommentsState, action: CommentsAction): CommentsState {
  switch (action.type) {
    case 'comments.received': {
      const byId = new Map(state.comments.map((c) => [c.id, c]));
      for (const incoming of action.comments) byId.set(incoming.id, merged(byId.get(incoming.id), normalised(incoming)));
      return { ...state, comments: keepLatest([...byId.values()]) };
    }
    case 'comments.snapshot': {
      const previous = new Map(state.comments.map((c) => [c.id, c]));
      return { ...state, comments: keepLatest(action.comments.map((c) => merged(previous.get(c.id), normalised(c)))) };
    }
    case 'commenting.changed':
      return { ...state, commentingEnabled: action.enabled };
  }
}

/** Who reads the list: the host moderates every comment; a viewer sees approved ones and their own. */
export interface CommentsReader {
  uid: string | null;
  isHost: boolean;
}

/**
 * The comments a reader sees (spec 3 §4): with commenting disabled only the owner's; the owner's always
 * show. The host sees every status, to moderate; a viewer sees approved comments and their own pending ones.
 */
export function visibleComments(state: CommentsState, reader: CommentsReader): LiveComment[] {
  return state.comments.filter((c) => {
    if (c.user.id === state.ownerId) return true;
    if (!state.commentingEnabled) return false;
    if (reader.isHost) return true;
    if (c.status === 'APPROVED') return true;
    return c.status === 'PENDING' && reader.uid !== null && c.user.id === reader.uid;
  });
}

/** Moderation actions the host takes on a comment (issue 17: approve, block, make sticky). */
export const MODERATION_ACTIONS = ['APPROVE', 'BLOCK', 'STICKY'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** The comment after a moderation action; a blocked comment only stays blocked (the reducer's rule). */
export function moderated(comment: LiveComment, action: ModerationAction, now: number): LiveComment {
  if (action === 'BLOCK') return { ...comment, status: 'BLOCKED', is_sticky: false };
  if (comment.status === 'BLOCKED') return comment;
  if (action === 'APPROVE') return { ...comment, status: 'APPROVED', approved_at: comment.approved_at ?? now };
  return { ...comment, status: 'APPROVED', is_sticky: true, approved_at: comment.approved_at ?? now };
}
