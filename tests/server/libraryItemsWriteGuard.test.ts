import { describe, expect, it } from 'vitest';
import type { AuthUser, DocData } from '../../src/backend/ports';
import { STATUS_WRITE_MESSAGE, checkLibraryItemWrite } from '../../src/server/services/libraryItemsWriteGuard';

const publisher: AuthUser = { uid: 'p1', email: 'p@x', isAdmin: false };
const admin: AuthUser = { uid: 'a1', email: 'a@x', isAdmin: true };
const item = ['users', 'p1', 'library_items', 'c1'];
const scheduled = { epoch: 5, iso_8601_datetime_tz: '1970-01-01T00:00:00.005Z' };

const refusal = (user: AuthUser, before: DocData | null, after: DocData, segments = item): string | null => {
  try {
    checkLibraryItemWrite(user, segments, before, after);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('documents-API writes to a library item cannot bypass the status machine', () => {
  it.each<[string, DocData | null, DocData, string | null]>([
    ['create without status (defaults to DRAFT)', null, { title: 'x' }, null],
    ['create as DRAFT', null, { status: 'DRAFT' }, null],
    ['create as PUBLISHED', null, { status: 'PUBLISHED' }, 'A new library item starts as DRAFT'],
    ['save a step, status untouched', { status: 'DRAFT', title: 'a' }, { status: 'DRAFT', title: 'b' }, null],
    ['save a step of a live item, status untouched', { status: 'PUBLISHED' }, { status: 'PUBLISHED', title: 'b' }, null],
    ['DRAFT → PENDING', { status: 'DRAFT' }, { status: 'PENDING' }, STATUS_WRITE_MESSAGE],
    ['PENDING → PUBLISHED', { status: 'PENDING' }, { status: 'PUBLISHED' }, STATUS_WRITE_MESSAGE],
    ['status removed from a PUBLISHED item', { status: 'PUBLISHED' }, {}, STATUS_WRITE_MESSAGE],
    ['scheduled_approval_at set', { status: 'PENDING' }, { status: 'PENDING', scheduled_approval_at: scheduled }, 'Permission denied'],
    ['scheduled_approval_at removed', { status: 'PENDING', scheduled_approval_at: scheduled }, { status: 'PENDING' }, 'Permission denied'],
    ['premium flag of a draft', { status: 'DRAFT', is_premium: true }, { status: 'DRAFT', is_premium: false }, null],
    ['premium flag written as its default', { status: 'PUBLISHED' }, { status: 'PUBLISHED', is_premium: false }, null],
    ['premium flag of a live track', { status: 'PUBLISHED', is_premium: true }, { status: 'PUBLISHED' }, 'The is_premium of a PUBLISHED item cannot change'],
    ['item_type of a live item', { status: 'PENDING_EDIT', item_type: 'SINGLE_VIDEO_TRACKS' }, { status: 'PENDING_EDIT', item_type: 'SINGLE_TRACKS' }, 'The item_type of a PENDING_EDIT item cannot change'],
  ])('%s', (_name, before, after, message) => {
    expect(refusal(publisher, before, after)).toBe(message);
  });

  it('trusts admins', () => {
    expect(refusal(admin, { status: 'PENDING' }, { status: 'PUBLISHED', scheduled_approval_at: scheduled })).toBeNull();
  });

  it('leaves other documents alone (lessons, profiles)', () => {
    expect(refusal(publisher, { status: 'A' }, { status: 'B' }, [...item, 'lessons', 'l1'])).toBeNull();
    expect(refusal(publisher, { status: 'A' }, { status: 'B' }, ['users', 'p1'])).toBeNull();
  });
});
