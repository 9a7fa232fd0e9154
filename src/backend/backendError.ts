/** Why a backend call failed, the same for every adapter so the UI can branch without knowing which one runs. */
export type BackendErrorCode =
  | 'invalid-argument'
  | 'unauthenticated'
  | 'permission-denied'
  | 'not-found'
  | 'too-large'
  | 'aborted'
  | 'unavailable'
  | 'unknown';

/** A failed backend call with a message meant for the user (the server's own words when it gave any). */
export class BackendError extends Error {
  override readonly name = 'BackendError';
  constructor(
    readonly code: BackendErrorCode,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** Maps an HTTP status of the embedded server to an error code. */
export function codeForStatus(status: number): BackendErrorCode {
  if (status === 400 || status === 422) return 'invalid-argument';
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'permission-denied';
  if (status === 404) return 'not-found';
  if (status === 413) return 'too-large';
  if (status === 503) return 'unavailable';
  return 'unknown';
}

/** True for the error an aborted fetch, XHR or upload task rejects with. */
export function isAbortError(error: unknown): boolean {
  if (error instanceof BackendError) return error.code === 'aborted';
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}
