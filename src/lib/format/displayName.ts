// Generated placeholder names start like this (spec 1 §3); they read as 'Guest', not as a person.
const PLACEHOLDER_PREFIXES = ['guest', 'Guest', 'user_'];

/** The name to show for a user: `guest` ('Guest', or its translation) when empty or a generated placeholder. */
export function displayName(name: string | null | undefined, guest = 'Guest'): string {
  const trimmed = (name ?? '').trim();
  if (trimmed === '' || PLACEHOLDER_PREFIXES.some((prefix) => trimmed.startsWith(prefix))) return guest;
  return trimmed;
}
