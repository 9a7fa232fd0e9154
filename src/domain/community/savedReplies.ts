import { firstNameOf } from './displayName';

/** A saved reply as schemas/wizards/community-reply/steps/saved-replies.schema.json declares it. */
export interface SavedReply {
  title: string;
  text: string;
}

/** What a saved reply's placeholders are filled from. */
export interface SavedReplyContext {
  memberName: string | null | undefined;
  itemTitle?: string | null;
}

const PLACEHOLDER = /\{(first_name|item_title)\}/g;

/**
 * Fills {first_name} (the member's first name, nothing for a guest) and {item_title}. Whitespace left
 * before punctuation by an empty name ("Thank you , …") is closed up so the sentence still reads well.
 */
export function fillSavedReply(text: string, context: SavedReplyContext): string {
  const values = { first_name: firstNameOf(context.memberName), item_title: (context.itemTitle ?? '').trim() };
  return text
    .replace(PLACEHOLDER, (_match, name: keyof typeof values) => values[name])
    .replace(/[ \t]+([,.!?;:])/g, '$1')
    .replace(/[ \t]{2,}/g, ' ');
}
