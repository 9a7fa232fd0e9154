import type { CallOptions, ServiceClient } from '../createServiceClient';
import type { UnstatedAnswer } from './teacherDashboard';

const id = encodeURIComponent;

/** Users service calls (spec 1 §7 impersonation, spec 3 §7 reviews). */
export function usersApi(client: ServiceClient) {
  return {
    /**
     * A custom sign-in token for the target user (admins only). Quiet and null on failure, because
     * spec 1 §8 falls back to the caller's own token silently.
     */
    async getImpersonationToken(userId: string, options?: CallOptions): Promise<string | null> {
      try {
        const answer = await client.request<{ data?: string }>('get', `api/v1/_admin/users/${id(userId)}/token`, {
          ...options,
          quiet: true,
        });
        return answer?.data ?? null;
      } catch {
        return null;
      }
    },
    getLibraryItemReviews(publisherId: string, options?: CallOptions) {
      return client.request<UnstatedAnswer>('get', `publishers/${id(publisherId)}/library-items/reviews`, options);
    },
  };
}

export type UsersApi = ReturnType<typeof usersApi>;
