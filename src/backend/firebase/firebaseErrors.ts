import { BackendError, type BackendErrorCode } from '../backendError';

const BY_CODE: Record<string, BackendErrorCode> = {
  'permission-denied': 'permission-denied',
  unauthenticated: 'unauthenticated',
  'not-found': 'not-found',
  'invalid-argument': 'invalid-argument',
  cancelled: 'aborted',
  unavailable: 'unavailable',
  'storage/unauthorized': 'permission-denied',
  'storage/unauthenticated': 'unauthenticated',
  'storage/object-not-found': 'not-found',
  'storage/canceled': 'aborted',
  'storage/retry-limit-exceeded': 'unavailable',
};

/** Firestore, Storage and Auth errors as BackendErrors, so the UI branches the same way on both adapters. */
export function toBackendError(error: unknown): BackendError {
  if (error instanceof BackendError) return error;
  const code = typeof error === 'object' && error !== null ? String((error as { code?: unknown }).code ?? '') : '';
  const message = error instanceof Error ? error.message : String(error);
  return new BackendError(BY_CODE[code] ?? 'unknown', code === 'permission-denied' || code === 'storage/unauthorized' ? 'Permission denied' : message);
}

/** Rethrows any failure of `run` as a BackendError. */
export async function mapped<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toBackendError(error);
  }
}
