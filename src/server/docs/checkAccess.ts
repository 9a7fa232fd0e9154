import type { AuthUser, DocData } from '../../backend/ports';
import { badRequest, permissionDenied } from '../http/HttpError';

export type AccessMode = 'read' | 'write';

const PUBLIC_READ_ADMIN_WRITE = new Set(['topics', 'config']);

/**
 * The ownership rules of docs/api.md (firestore.rules states the same): `users/{uid}/**` for the owner
 * or an admin; `publishers/{uid}` readable by anyone signed in, writable by the owner or an admin;
 * `topics/**` and `config/**` readable by anyone signed in, writable by admins. Other roots are unknown.
 */
export function checkAccess(user: AuthUser, segments: string[], mode: AccessMode): void {
  const [root, owner] = segments;
  const path = segments.join('/');
  if (root === 'users' || root === 'publishers') {
    if (user.isAdmin) return;
    if (root === 'publishers' && mode === 'read') return;
    // A bare collection (`users`, `publishers`) spans everyone, so only its own documents are the caller's.
    if (owner !== undefined && owner === user.uid) return;
    throw permissionDenied();
  }
  if (root !== undefined && PUBLIC_READ_ADMIN_WRITE.has(root)) {
    if (mode === 'read' || user.isAdmin) return;
    throw permissionDenied();
  }
  throw badRequest(`Unknown path: ${path}`);
}

// Fields only the platform sets: approval and capabilities, and the username, which must stay unique
// and therefore changes only through PATCH /svc/teacherDashboard/api/v1/publishers/profile.
const PROTECTED_FIELDS: Record<string, readonly string[]> = {
  users: ['isApprovedPublisher', 'isYogaTeacher', 'canHostLiveStream', 'username'],
  publishers: ['username'],
};

// An absent flag reads as false and an absent username as null, so writing those defaults is no change.
const normalize = (value: unknown): string => JSON.stringify(value === undefined || value === false ? null : value);

/** A non-admin write to a top-level user or publisher document may not change platform-owned fields. */
export function checkProtectedFields(user: AuthUser, segments: string[], before: DocData | null, after: DocData): void {
  if (user.isAdmin || segments.length !== 2) return;
  for (const field of PROTECTED_FIELDS[segments[0]!] ?? []) {
    if (normalize(before?.[field]) !== normalize(after[field])) throw permissionDenied();
  }
}
