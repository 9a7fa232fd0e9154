import type { AuthUser, DocData } from '../../backend/ports';
import { badRequest, HttpError, permissionDenied } from '../http/HttpError';
import { checkLibraryItemWrite } from '../services/libraryItemsWriteGuard';
import { checkRetreatWrite } from '../services/retreats/retreatsWriteGuard';
import { checkWorkshopWrite } from '../services/workshops/workshopsWriteGuard';
import { fieldRuleFor } from './publisherWritableFields';

/** A delete is told apart from other writes: it removes every field of a document at once. */
export type AccessMode = 'read' | 'write' | 'delete';

const PUBLIC_READ_ADMIN_WRITE = new Set(['topics', 'config']);

/**
 * The rules of docs/api.md (firestore.rules states the same). Ownership: `users/{uid}/**` for the owner
 * or an admin; `publishers/{uid}` readable by anyone signed in, writable by the owner or an admin;
 * `topics/**` and `config/**` readable by anyone signed in, writable by admins; other roots are unknown.
 * Then server-owned data: no write at all under a library item (admins included), and no delete by a
 * non-admin of a document holding platform-owned fields. Field-level checks follow in checkPlatformFields.
 */
export function checkAccess(user: AuthUser, segments: string[], mode: AccessMode): void {
  checkOwnership(user, segments, mode);
  if (mode === 'read') return;
  checkLibraryItemWrite(segments);
  checkRetreatWrite(segments);
  checkWorkshopWrite(segments);
  if (mode === 'delete' && !user.isAdmin && fieldRuleFor(segments)) {
    throw new HttpError(403, `${segments.join('/')} holds platform-owned fields and cannot be deleted through the documents API`);
  }
}

function checkOwnership(user: AuthUser, segments: string[], mode: AccessMode): void {
  const [root, owner] = segments;
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
  throw badRequest(`Unknown path: ${segments.join('/')}`);
}

// Key order carries no meaning in a document, and merged objects may differ from parsed ones in prototype only.
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as DocData)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

/**
 * A non-admin write (add, set, merge, update) to a document with a field rule may change only the
 * fields the rule lists, each to a value of the expected shape: any other changed field is platform-owned
 * (403 naming it and where it changes), a wrongly shaped value is refused with 400. Runs inside the
 * write's transaction, so a refusal stores nothing.
 */
export function checkPlatformFields(user: AuthUser, segments: string[], before: DocData | null, after: DocData): void {
  if (user.isAdmin) return;
  // An add (POST) is guarded on its collection path: the rule is the one of a document inside it.
  const added = segments.length % 2 === 1;
  const rule = fieldRuleFor(added ? [...segments, '(new)'] : segments);
  if (!rule) return;
  const label = added ? `a new document of ${segments.join('/')}` : segments.join('/');
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after)]);
  for (const field of fields) {
    const value = after[field];
    if (canonical(before?.[field]) === canonical(value)) continue;
    const check = Object.hasOwn(rule.writable, field) ? rule.writable[field] : undefined;
    if (!check) {
      throw new HttpError(403, `The field "${field}" of ${label} is not writable through the documents API: ${rule.elsewhere}`);
    }
    if (value === undefined) continue;
    const problem = check.problem ? check.problem(value) : check.test(value) ? null : `The field "${field}" must be ${check.expected}`;
    if (problem !== null) throw badRequest(problem);
  }
}
