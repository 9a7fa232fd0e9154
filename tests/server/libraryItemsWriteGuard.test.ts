import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../../src/backend/ports';
import { checkAccess, type AccessMode } from '../../src/server/docs/checkAccess';
import { LIBRARY_ITEM_WRITE_MESSAGE, checkLibraryItemWrite, isLibraryItemPath } from '../../src/server/services/libraryItemsWriteGuard';

const publisher: AuthUser = { uid: 'p1', email: 'p@x', isAdmin: false };
const admin: AuthUser = { uid: 'a1', email: 'a@x', isAdmin: true };
const item = ['users', 'p1', 'library_items', 'c1'];

const refusal = (user: AuthUser, segments: string[], mode: AccessMode): string | null => {
  try {
    checkAccess(user, segments, mode);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

// Before this rule a field guard let a publisher write an item as long as its status stayed put; the
// status, the content and the lessons now change only through the service calls, so the path decides.
describe('documents-API writes under a library item', () => {
  const paths: Array<[string, string[]]> = [
    ['the items collection (add)', item.slice(0, 3)],
    ['an item', item],
    ['its lessons (add)', [...item, 'lessons']],
    ['a lesson', [...item, 'lessons', 'l1']],
    ['a revision', [...item, 'revisions', 'r1']],
    ['any nested subcollection', [...item, 'lessons', 'l1', 'notes', 'n1']],
  ];

  it.each(paths)('%s: refused for the publisher and for an admin, on write and delete', (_name, segments) => {
    for (const user of [publisher, admin]) {
      for (const mode of ['write', 'delete'] as const) expect(refusal(user, segments, mode)).toBe(LIBRARY_ITEM_WRITE_MESSAGE);
    }
  });

  it.each(paths)('%s: still readable by the owner and an admin', (_name, segments) => {
    expect(refusal(publisher, segments, 'read')).toBeNull();
    expect(refusal(admin, segments, 'read')).toBeNull();
  });

  it("another user's item is refused by ownership first, without naming the service", () => {
    expect(refusal({ ...publisher, uid: 'p2' }, item, 'write')).toBe('Permission denied');
  });

  it('names only library item paths', () => {
    expect(isLibraryItemPath(item)).toBe(true);
    for (const other of [['users', 'p1'], ['users', 'p1', 'notes', 'library_items'], ['users', 'p1', 'library_itemsX', 'c1'], ['publishers', 'p1']]) {
      expect(isLibraryItemPath(other)).toBe(false);
      expect(() => checkLibraryItemWrite(other)).not.toThrow();
    }
  });
});
