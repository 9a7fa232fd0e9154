/** Spec 1 §9: avatar colours come from a five-colour palette (Mantine colour names, the brand teal first). */
export const AVATAR_PALETTE = ['teal', 'orange', 'grape', 'blue', 'pink'] as const;

/** The same name always gets the same colour: a small string hash picks the palette entry. */
export function avatarColor(name: string): (typeof AVATAR_PALETTE)[number] {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return AVATAR_PALETTE[hash % AVATAR_PALETTE.length]!;
}
