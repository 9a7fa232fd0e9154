import type { AuthUser, DocData } from '../../backend/ports';
import { checkLibraryItemWrite } from '../services/libraryItemsWriteGuard';
import { checkProtectedFields } from './checkAccess';

/** Checks every documents-API write must pass, inside its transaction, after the ownership rules. Each throws to refuse. */
export type DocWriteGuard = (user: AuthUser, segments: string[], before: DocData | null, after: DocData) => void;

export const WRITE_GUARDS: readonly DocWriteGuard[] = [checkProtectedFields, checkLibraryItemWrite];
