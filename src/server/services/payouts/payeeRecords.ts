import type { DocData } from '../../../backend/ports';
import type { DocumentStore } from '../../db/DocumentStore';
import { timestamp } from '../../seed/timestamp';

/** The payee as the payout provider holds it: out of the documents API's reach (unknown root). */
export const payeePath = (uid: string) => `payout_payees/${uid}`;
const settingsPath = (uid: string) => `users/${uid}/private/settings`;

export const ONBOARDING_STEPS = ['address', 'payment-method', 'tax-form'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** Payable once every step is done; blocked when the address is in a sanctioned country or region. */
export type PayeeStatus = 'NOT_PAYABLE' | 'PAYABLE' | 'BLOCKED';

/** A status callback (IPN) as the provider sends it: what changed for which payee. */
export interface PayeeNotification {
  type: 'payee_details_changed' | 'payee_compliance_screening_result';
  idap: string;
  ts: number;
  step?: OnboardingStep;
  payment_type?: string;
  country?: string;
  payable?: boolean;
  blocked?: boolean;
}

/** Applies a verified status callback: the payee's status and the publisher settings' payment_details and onboarding timestamps. */
export async function applyNotification(docs: DocumentStore, n: PayeeNotification, now = new Date()): Promise<DocData> {
  const payee = (await docs.get(payeePath(n.idap)))?.data ?? {};
  const done = new Set<string>(Array.isArray(payee.steps_done) ? (payee.steps_done as string[]) : []);
  if (n.step) done.add(n.step);
  const status: PayeeStatus = n.blocked ? 'BLOCKED' : ONBOARDING_STEPS.every((s) => done.has(s)) && n.payable !== false ? 'PAYABLE' : 'NOT_PAYABLE';
  const next = (await docs.set(payeePath(n.idap), { steps_done: [...done], status, updated_at: timestamp(now) }, true)).data;
  const details: DocData = {};
  if (n.payment_type) details.payment_type = n.payment_type;
  if (n.country) details.address = { country: n.country };
  // The spec names the field but not its values: the block is recorded as the provider's screening result.
  details.sanctioned_country_payment_type = n.blocked ? 'SANCTIONED_COUNTRY' : null;
  const settings: DocData = { payment_details: details, payout_status: status };
  if (status === 'PAYABLE') settings.payout_onboarding_completed_at = timestamp(now);
  await docs.set(settingsPath(n.idap), settings, true);
  return next;
}

/** Creates the payee on first call (POST …/tipalti/payees) and marks the onboarding as started. */
export async function ensurePayee(docs: DocumentStore, uid: string, provider: string, now = new Date()): Promise<DocData> {
  const existing = await docs.get(payeePath(uid));
  if (existing) return existing.data;
  await docs.set(settingsPath(uid), { payout_onboarding_started_at: timestamp(now) }, true);
  return (await docs.set(payeePath(uid), { idap: uid, provider, status: 'NOT_PAYABLE', steps_done: [], created_at: timestamp(now), updated_at: timestamp(now) })).data;
}
