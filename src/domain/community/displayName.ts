/**
 * Spec 1 §3 and spec 3 §6: a member whose name is empty or starts with a generic prefix (guest, Guest,
 * user_) is shown as 'Guest'. The word itself is interface text, so callers draw it from the catalog.
 */
const GENERIC_PREFIXES = ['guest', 'Guest', 'user_'] as const;

export function isGuestName(name: string | null | undefined): boolean {
  const trimmed = (name ?? '').trim();
  return trimmed === '' || GENERIC_PREFIXES.some((prefix) => trimmed.startsWith(prefix));
}

/** The member's first name for a saved reply's {first_name}; empty for a guest. */
export function firstNameOf(name: string | null | undefined): string {
  if (isGuestName(name)) return '';
  return (name ?? '').trim().split(/\s+/)[0] ?? '';
}
