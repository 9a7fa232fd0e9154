import type { DemoAccount } from '../../src/server/seed/demoAccounts';
import { DEMO_ADMIN } from '../../src/server/seed/demoAccounts';

/** One JSON answer of the product server. */
export interface Answer {
  status: number;
  data: Record<string, unknown>;
}

/** Calls the product server as a browserless client would (the platform team's side of a test). */
export async function callJson(baseUrl: string, method: string, path: string, body?: unknown, token?: string): Promise<Answer> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, data: (await response.json().catch(() => ({}))) as Record<string, unknown> };
}

/** A bearer token for a demo account, through the same session calls the sign-in form makes. */
export async function tokenFor(baseUrl: string, account: DemoAccount): Promise<string> {
  const verified = await callJson(baseUrl, 'POST', '/api/v1/session_verify', { email: account.email, password: account.password });
  const exchanged = await callJson(baseUrl, 'POST', '/api/auth/custom-token', { token: verified.data.data });
  return exchanged.data.idToken as string;
}

/** The admin's review of a publisher's library item (APPROVE merges a pending edit into the live item). */
export async function reviewAsAdmin(baseUrl: string, userId: string, itemId: string, outcome: 'APPROVE' | 'REJECT' | 'REMOVE' = 'APPROVE'): Promise<Answer> {
  const token = await tokenFor(baseUrl, DEMO_ADMIN);
  return callJson(baseUrl, 'POST', '/svc/teacherDashboard/api/v1/_admin/libraryitems/review', { user_id: userId, library_item_id: itemId, outcome }, token);
}
