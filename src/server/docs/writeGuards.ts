import type { AuthUser, DocData } from '../../backend/ports';
import { checkPlatformFields } from './checkAccess';

/** Checks every documents-API write must pass, inside its transaction, after the ownership rules. Each throws to refuse. */
export type DocWriteGuard = (user: AuthUser, segments: string[], before: DocData | null, after: DocData) => void;

// Library items are refused by path before any guard runs (checkAccess); what remains is field by field.
export const WRITE_GUARDS: readonly DocWriteGuard[] = [checkPlatformFields];
