import type { CallOptions, ServiceClient } from '../createServiceClient';

/** Main site session calls (spec 1 §7). Sign-in itself goes through AuthPort, which also calls the auth service. */
export function mainSiteApi(client: ServiceClient) {
  return {
    sessionVerify(credentials: { email: string; password: string }, options?: CallOptions) {
      return client.request<{ data: string }>('post', 'api/v1/session_verify', { ...options, json: credentials });
    },
    /** spec 1 §7: errors of the main site's logout are ignored. */
    async sessionLogout(options?: CallOptions): Promise<void> {
      await client.request('post', 'api/v1/session_logout', { ...options, quiet: true }).catch(() => undefined);
    },
  };
}

export type MainSiteApi = ReturnType<typeof mainSiteApi>;
