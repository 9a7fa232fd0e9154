import { createServiceClient } from '../../backend/http/createServiceClient';
import type { Notifier } from '../../backend/http/notifier';
import type { Backend } from '../../backend/ports';

/**
 * A token to act as `userId`, from GET {users}/api/v1/_admin/users/{id}/token. Quiet: on failure the
 * caller falls back to its own token without an alert (spec 1 §8).
 */
export async function fetchImpersonationToken(backend: Backend, notifier: Notifier, userId: string): Promise<string> {
  const client = createServiceClient('users', backend, notifier);
  const answer = await client.request<{ data?: unknown }>('get', `api/v1/_admin/users/${encodeURIComponent(userId)}/token`, { quiet: true });
  if (typeof answer?.data !== 'string' || answer.data === '') throw new Error('No impersonation token in the answer');
  return answer.data;
}
