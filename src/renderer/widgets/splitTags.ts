/** Tags in a typed or pasted text: split at commas, trimmed, empty pieces dropped. */
export function splitTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}
