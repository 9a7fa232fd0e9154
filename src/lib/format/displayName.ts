// Names the platform generates for an account without one start like this (spec 1 §3); they read as
// 'Guest', not as a person.
const GENERATED_NAME_PREFIXES = ['guest', 'Guest', 'user_'];

/** The name to show for a user: `guest` ('Guest', or its translation) when empty or a name the platform generated. */
export function displayName(name: string | null | undefined, guest = 'Guest'): string {
  const trimmed = (name ?? '').trim();
  if (trimmed === '' || GENERATED_NAME_PREFIXES.some((prefix) => trimmed.startsWith(prefix))) return guest;
  return trimmed;
}
