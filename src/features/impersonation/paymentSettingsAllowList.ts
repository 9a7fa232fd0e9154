/**
 * Impersonators who keep Payment Settings (spec 1 §2, §6): a comma-separated list of e-mails in
 * VITE_PAYMENT_SETTINGS_IMPERSONATORS, empty by default.
 */
export function mayManagePaymentsWhileImpersonating(email: string | null, list: string = import.meta.env.VITE_PAYMENT_SETTINGS_IMPERSONATORS ?? ''): boolean {
  if (!email) return false;
  const allowed = list.split(',').map((entry) => entry.trim().toLowerCase()).filter(Boolean);
  return allowed.includes(email.toLowerCase());
}
