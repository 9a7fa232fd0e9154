import { fillSavedReply, type SavedReply } from './savedReplies';

const words = (text: string) => new Set(text.toLowerCase().match(/\p{L}{3,}/gu) ?? []);

/**
 * The auto-reply call's local answer: the saved reply sharing the most words (3+ letters) with the
 * member's question, ties to the earlier one, with its placeholders filled. Null when there is none to
 * draw from. The publisher reads the draft before anything is sent.
 */
export function draftAutoReply(question: string, savedReplies: readonly SavedReply[], memberName: string): string | null {
  if (savedReplies.length === 0) return null;
  const asked = words(question);
  let best = savedReplies[0]!;
  let bestScore = -1;
  for (const saved of savedReplies) {
    const score = [...words(`${saved.title} ${saved.text}`)].filter((word) => asked.has(word)).length;
    if (score > bestScore) [best, bestScore] = [saved, score];
  }
  return fillSavedReply(best.text, { memberName });
}
