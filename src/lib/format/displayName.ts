// Generated placeholder names start like this (spec 1 §3); they read as 'Guest', not as a person.
const PLACEHOLDER_PREFIXES = ['guest', 'Guest', 'user_'];

/** The name to show for a user: 'Guest' when empty or a generated placeholder. */
export function displayName(name: string | null | undefined): string {
  const trimmed = (name ?? '').trim();
  if (trimmed === '' || PLACEHOLDER_PREFIXES.some((prefix) => trimmed.startsWith(prefix))) return 'Guest';
  return trimmed;
}
